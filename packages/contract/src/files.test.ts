import { describe, expect, it } from 'vitest';
import { uploadProblemOf } from './files.ts';

const mb = 1024 * 1024;

describe('the upload rule (screens before sending, the server again)', () => {
  it('accepts the kind extensions in any case, refuses others and names without one', () => {
    expect(uploadProblemOf({ name: 'invoice.PDF', size: 10 }, 'image')).toBeNull();
    expect(uploadProblemOf({ name: 'report.docx', size: 10 }, 'file')).toBeNull();
    expect(uploadProblemOf({ name: 'report.docx', size: 10 }, 'image')).toBe('fileInvalid');
    expect(uploadProblemOf({ name: 'setup.exe', size: 10 }, 'file')).toBe('fileInvalid');
    expect(uploadProblemOf({ name: 'README', size: 10 }, 'file')).toBe('fileInvalid');
  });

  it('refuses an empty file and one over the limit (10 MB unless the server says otherwise)', () => {
    expect(uploadProblemOf({ name: 'a.png', size: 0 }, 'image')).toBe('fileEmpty');
    expect(uploadProblemOf({ name: 'a.png', size: 10 * mb }, 'image')).toBeNull();
    expect(uploadProblemOf({ name: 'a.png', size: 10 * mb + 1 }, 'image')).toBe('fileTooBig');
    expect(uploadProblemOf({ name: 'a.png', size: 2 * mb }, 'image', mb)).toBe('fileTooBig');
  });
});
