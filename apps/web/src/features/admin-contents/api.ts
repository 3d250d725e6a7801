import type { Content, ContentUpdate, NewContent } from '@poolside/contract/contents';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useMutation } from '../../lib/mutation';
import { untypedApi } from '../../lib/api-client';
import { uploadEditorImage } from '../../lib/upload';

export type ApiContentType = 'news' | 'qa' | 'text';

export function adminContentsQueryOptions(type: ApiContentType) {
  return queryOptions({
    queryKey: ['contents', 'list', type],
    queryFn: ({ signal }) => untypedApi.get<Content[]>(`/contents?type=${type}`, { signal }),
  });
}

export function adminContentQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['contents', id],
    queryFn: ({ signal }) => untypedApi.get<Content>(`/contents/${id}`, { signal }),
    retry: false,
  });
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['contents'] });
}

export function useSaveContent() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (v: { id: number | null; body: NewContent | ContentUpdate }) =>
      v.id === null
        ? untypedApi.put<{ id: number }>('/contents', v.body)
        : untypedApi.post<null>(`/contents/${v.id}`, v.body),
    onSuccess: invalidate,
  });
}

export function useDeleteContent() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => untypedApi.delete<null>(`/contents/${id}`),
    onSuccess: invalidate,
  });
}

/** An image for the rich-text editor (POST /wysiwygUpload): answers the URL the editor puts in src. */
export function useUploadEditorImage() {
  return useMutation({
    mutationFn: async (file: File) => await uploadEditorImage(file),
  });
}
