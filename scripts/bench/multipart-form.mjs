/** A form of `fields` and JPEG `files` ([field, file name, bytes]), encoded as a browser sends it. */
export async function multipartForm(fields, files) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, fileName, bytes] of files) form.append(name, new Blob([bytes], { type: "image/jpeg" }), fileName);
  const encoded = new Response(form);
  return { headers: { "Content-Type": encoded.headers.get("Content-Type") }, body: Buffer.from(await encoded.arrayBuffer()) };
}
