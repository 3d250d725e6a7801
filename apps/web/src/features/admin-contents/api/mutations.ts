import type { ContentUpdate, NewContent } from '@poolside/contract/contents';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useMutation } from '../../../lib/mutation';
import { uploadEditorImage } from '../../../lib/upload';
import { contentKeys } from './keys';

// A content write answers no content (an id or null): the contents' queries are read again after it.
function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: contentKeys.all });
}

export function useSaveContent() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (v: { id: null; body: NewContent } | { id: number; body: ContentUpdate }) => {
      if (v.id === null) return api.put('/contents', v.body);
      await api.post('/contents/{id}', v.body, { path: { id: v.id } });
      return null;
    },
    onSuccess: invalidate,
  });
}

export function useDeleteContent() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => api.delete('/contents/{id}', { path: { id } }),
    onSuccess: invalidate,
  });
}

/** An image for the rich-text editor (POST /wysiwygUpload): answers the URL the editor puts in src. */
export function useUploadEditorImage() {
  return useMutation({ mutationFn: (file: File) => uploadEditorImage(file) });
}
