export interface TestFile {
  name: string;
  body: Buffer;
  type: string;
  filename?: string;
}

/** A real multipart body, encoded the way a browser encodes FormData, ready for `app.inject`. */
export async function multipartBody(fields: Record<string, string>, files: TestFile[] = []) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const file of files)
    form.append(file.name, new Blob([file.body], { type: file.type }), file.filename ?? 'upload.jpg');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}
