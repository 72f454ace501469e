// Uploaded images made safe and light (docs/people-and-files.md, "Images"): JPEG, PNG, WEBP and GIF
// are decoded and encoded again, which drops every piece of metadata (EXIF with the GPS position, camera
// and owner, XMP, comments) after turning the picture as its EXIF orientation says. A logo or option
// picture also gets WEBP copies IMAGE_VARIANT_WIDTHS wide for the respondent page. The header is read
// first, so an image of more than MAX_IMAGE_PIXELS (a decompression bomb) is refused before decoding.
import { fileMessages, IMAGE_VARIANT_WIDTHS, isReencodedImageType, MAX_IMAGE_PIXELS } from '@formbuilder/contracts';
import pLimit from 'p-limit';
import sharp from 'sharp';

// libvips' cache of recent operations would keep decoded images around between uploads.
sharp.cache(false);

/**
 * Images decoded at once by this process; more wait their turn. A decoded picture can take
 * MAX_IMAGE_PIXELS x 4 bytes (160 MB), so this bounds the memory image uploads can take together.
 */
export const IMAGES_AT_ONCE = 2;
const decoding = pLimit(IMAGES_AT_ONCE);

export { isReencodedImageType };

export interface ImageVariant {
  width: number;
  data: Buffer;
}

export interface CleanedImage {
  data: Buffer;
  variants: ImageVariant[];
}

/** Why an image was refused, in pt-BR. */
export class ImageRefused extends Error {}

const VARIANT_SUFFIX = /\.w(\d{2,4})\.webp$/;

/** The stored name of the WEBP copy `width` wide of the image stored as `storedName`. */
export function variantName(storedName: string, width: number): string {
  return `${storedName}.w${width}.webp`;
}

/** The stored names of every copy an image stored as `storedName` may have (none for other files). */
export function variantNames(storedName: string): string[] {
  if (VARIANT_SUFFIX.test(storedName) || !/\.(?:jpg|png|webp|gif)$/.test(storedName)) return [];
  return IMAGE_VARIANT_WIDTHS.map((width) => variantName(storedName, width));
}

/** The copy to serve for `?w=width`: the narrowest at least that wide, none above the widest. */
export function variantWidthFor(width: number): number | undefined {
  return IMAGE_VARIANT_WIDTHS.find((candidate) => candidate >= width);
}

const input = (bytes: Buffer, animated: boolean) =>
  sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error', animated });

function encode(image: sharp.Sharp, mime: string): sharp.Sharp {
  if (mime === 'image/jpeg') return image.jpeg({ quality: 85 });
  if (mime === 'image/png') return image.png();
  if (mime === 'image/gif') return image.gif();
  return image.webp({ quality: 85 });
}

/**
 * `bytes` (a JPEG, PNG, WEBP or GIF) encoded again in its own format without metadata, plus its WEBP
 * copies when `variants` is on. Throws ImageRefused for too many pixels or bytes that do not decode.
 */
export function cleanImage(bytes: Buffer, mime: string, options: { variants: boolean }): Promise<CleanedImage> {
  return decoding(() => clean(bytes, mime, options));
}

async function clean(bytes: Buffer, mime: string, options: { variants: boolean }): Promise<CleanedImage> {
  let metadata: sharp.Metadata;
  try {
    // Only the header is read here; the pixel count is checked below, with a message of its own.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRefused(fileMessages.imageUnreadable);
  }
  const pages = metadata.pages ?? 1;
  const height = metadata.pageHeight ?? metadata.height;
  if (!metadata.width || !height || metadata.width * height * pages > MAX_IMAGE_PIXELS) {
    throw new ImageRefused(metadata.width && height ? fileMessages.imageTooManyPixels : fileMessages.imageUnreadable);
  }
  // An animated WEBP or GIF keeps its frames; EXIF orientation is a camera's, on single pictures.
  const animated = (mime === 'image/webp' || mime === 'image/gif') && pages > 1;
  const oriented = () => (animated ? input(bytes, true) : input(bytes, false).rotate());
  try {
    const data = await encode(oriented(), mime).toBuffer();
    const variants: ImageVariant[] = [];
    if (options.variants) {
      // Decoded once at the widest copy's width (a JPEG is shrunk while decoding), each copy then
      // made from those pixels.
      const widest = Math.max(...IMAGE_VARIANT_WIDTHS);
      const { data: pixels, info } = await input(bytes, false)
        .rotate()
        .resize({ width: widest, withoutEnlargement: true })
        .raw()
        .toBuffer({ resolveWithObject: true });
      const raw = { width: info.width, height: info.height, channels: info.channels };
      for (const width of IMAGE_VARIANT_WIDTHS) {
        const copy = await sharp(pixels, { raw })
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: 80 })
          .toBuffer();
        variants.push({ width, data: copy });
      }
    }
    return { data, variants };
  } catch (error) {
    if (/pixel limit/i.test((error as Error).message)) throw new ImageRefused(fileMessages.imageTooManyPixels);
    throw new ImageRefused(fileMessages.imageUnreadable);
  }
}
