import type { FilePayload } from '../api/types';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Saves a blob under a file name through a temporary link. */
export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Saves a file the server sent as base64 (templates, error workbooks). */
export function downloadPayload({ fileName, content }: FilePayload, type = XLSX_TYPE): void {
  const bytes = Uint8Array.from(atob(content), (c) => c.charCodeAt(0));
  downloadBlob(fileName, new Blob([bytes], { type }));
}

/** A chosen file as the server takes it: its name and base64 content. */
export async function filePayload(file: File): Promise<FilePayload> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  const CHUNK = 0x8000;
  for (let i = 0; i < bytes.length; i += CHUNK) binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  return { fileName: file.name, content: btoa(binary) };
}
