/**
 * Uploaded images: decoded with sharp (libvips) whatever their name or declared type says, then written out as
 * resized WebP derivatives. What is accepted: JPEG, PNG, WebP, GIF (its first frame) and AVIF, as the bytes
 * decode; SVG is refused (it is a document that can carry script and external references, not pixels). Each
 * derivative is turned upright by the EXIF orientation and carries no metadata (no EXIF, GPS, XMP or ICC
 * profile: colours are converted to sRGB). Why WebP for every derivative: one format that every browser the
 * storefront supports decodes, smaller than JPEG and PNG at the same quality, with transparency.
 */
import sharp from "sharp";
import { ProblemError } from "../core/errors.ts";

/** the accepted source formats, as sharp names what it decoded (AVIF is sharp's `heif` with AV1 compression) */
export const ACCEPTED_IMAGE_FORMATS = ["jpeg", "png", "webp", "gif", "avif"] as const;
export type ImageFormat = (typeof ACCEPTED_IMAGE_FORMATS)[number];

/** the derivatives of an upload: the longest side fits the size (never enlarged) */
export const DERIVATIVE_SIZES = { base: 1200, small: 400, thumbnail: 150 } as const;
export type DerivativeName = keyof typeof DERIVATIVE_SIZES;

/** refused above this many source pixels (a decompression bomb: a few KB that expand to gigabytes) */
export const MAX_INPUT_PIXELS = 50_000_000;

export interface Derivative {
  name: DerivativeName;
  width: number;
  height: number;
  contentType: "image/webp";
  extension: "webp";
  bytes: Buffer;
}

export interface ProcessedImage {
  /** what the bytes decoded as */
  sourceFormat: ImageFormat;
  sourceWidth: number;
  sourceHeight: number;
  derivatives: Derivative[];
}

const unsupported = (detail: string) => new ProblemError(415, "unsupported_media_type", detail);

/** the format of decodable image bytes, or a 415 Problem saying why not */
async function sourceFormat(bytes: Uint8Array): Promise<{ format: ImageFormat; width: number; height: number }> {
  let meta: sharp.Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch {
    throw unsupported(`The file is not an image (accepted: ${ACCEPTED_IMAGE_FORMATS.join(", ")})`);
  }
  if (meta.format === "svg") throw unsupported("SVG images are refused: upload a JPEG, PNG, WebP, GIF or AVIF");
  const format = meta.format === "heif" ? (meta.compression === "av1" ? "avif" : undefined) : meta.format;
  if (!format || !(ACCEPTED_IMAGE_FORMATS as readonly string[]).includes(format)) {
    throw unsupported(`${(meta.format ?? "This").toUpperCase()} images are not accepted (accepted: ${ACCEPTED_IMAGE_FORMATS.join(", ")})`);
  }
  if (!meta.width || !meta.height) throw new ProblemError(422, "invalid_image", "The image has no size");
  return { format: format as ImageFormat, width: meta.width, height: meta.height };
}

/**
 * Checks an upload by decoding it and makes its derivatives (`only`: some of them). 415 for what is not an
 * accepted image, 422 for an image of an accepted type that does not decode whole or is too large in pixels.
 */
export async function imageDerivatives(bytes: Uint8Array, only: DerivativeName[] = ["base", "small", "thumbnail"]): Promise<ProcessedImage> {
  const source = await sourceFormat(bytes);
  if (source.width * source.height > MAX_INPUT_PIXELS) {
    throw new ProblemError(
      422,
      "invalid_image",
      `The image is ${source.width} x ${source.height} pixels; at most ${MAX_INPUT_PIXELS.toLocaleString("en")} pixels are accepted`,
    );
  }
  try {
    // failOn "error": a truncated or corrupt file is refused rather than padded with grey
    const decoded = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" }).rotate();
    const derivatives = await Promise.all(
      only.map(async (name): Promise<Derivative> => {
        const size = DERIVATIVE_SIZES[name];
        const { data, info } = await decoded
          .clone()
          .resize({ width: size, height: size, fit: "inside", withoutEnlargement: true })
          .toColourspace("srgb")
          .webp({ quality: 82, effort: 4 })
          .toBuffer({ resolveWithObject: true });
        return { name, width: info.width, height: info.height, contentType: "image/webp", extension: "webp", bytes: data };
      }),
    );
    return { sourceFormat: source.format, sourceWidth: source.width, sourceHeight: source.height, derivatives };
  } catch (e) {
    if (e instanceof ProblemError) throw e;
    throw new ProblemError(422, "invalid_image", `The ${source.format.toUpperCase()} image could not be decoded: ${(e as Error).message}`);
  }
}
