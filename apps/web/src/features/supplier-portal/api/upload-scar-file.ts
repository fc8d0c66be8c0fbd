import type { TAttachment } from '@qi/domain/attachments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supplierFetch } from '../lib/supplier-fetch';
import { supplierScarKey } from './get-supplier-scar';

export type TScarFile = TAttachment & { uploadedAt: string };

/**
 * `POST /v1/supplier/scar/files` (multipart, one `file` part): the server applies the upload rules (allowed
 * types, the bytes against the extension, under 20 MB) and answers its refusal's message.
 */
export async function uploadScarFile(file: File): Promise<TScarFile> {
  const form = new FormData();
  form.append('file', file, file.name);
  const response = await supplierFetch('/v1/supplier/scar/files', { method: 'POST', formData: form });
  return (await response.json()) as TScarFile;
}

export function useUploadScarFile(session: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadScarFile,
    // The request's file list (and its download links) comes with the request.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supplierScarKey(session) }),
  });
}
