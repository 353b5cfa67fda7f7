// A file the browser saves (decision record 233): one place for the headers every download sends.

/** A private download: saved as `filename`, never kept by a shared cache. */
export function attachmentResponse(body: ReadableStream | string, filename: string, contentType: string): Response {
  return new Response(body, {
    status: 200,
    headers: { "Content-Type": contentType, "Content-Disposition": `attachment; filename="${filename}"`, "Cache-Control": "private, no-store" },
  });
}
