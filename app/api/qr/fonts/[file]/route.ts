import { NextResponse } from "next/server";
import { STATUS_FOR, toFailure } from "@/lib/platform/forms/action-result";
import { pdfFontFile } from "@/tools/qr-generator/server/render-pdf";

/**
 * GET /api/qr/fonts/DejaVuSans-Bold.ttf | DejaVuSans.ttf → the font file the QR PDF writes its call to action in,
 * fetched by the studio's batch when it makes PDFs in the browser. A font file never changes under its name: cached
 * for a year. Anything else answers 404.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  try {
    const bytes = pdfFontFile((await params).file);
    return new NextResponse(new Uint8Array(bytes), {
      headers: { "Content-Type": "font/ttf", "Cache-Control": "public, max-age=31536000, immutable" },
    });
  } catch (error) {
    const failure = toFailure(error, "The font could not be read");
    // Not cached: a server that lacks the fonts today may have them installed tomorrow.
    return NextResponse.json(failure, { status: STATUS_FOR[failure.code], headers: { "Cache-Control": "no-store" } });
  }
}
