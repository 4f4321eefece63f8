// What a vendor may upload (docs/product/studio-and-console.md#uploads): the browser checks a chosen file with
// these rules before sending it, and the server checks the received one with the same rules and messages.

/** Every upload (logo, banner, artwork image, certificate) is at most 5 MB. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const PRODUCT_IMAGE_LIMIT = 5;
/** Multipart uploads one account (or, before there is one, one address) may have in flight at once, by default. */
export const UPLOADS_IN_FLIGHT_PER_ACCOUNT = 2;

/** Image formats the server accepts by content (sharp's names); anything else is refused whatever its name. */
export const IMAGE_FORMATS = ['jpeg', 'png', 'webp', 'gif', 'avif'] as const;
const IMAGE_MIME_TYPES: readonly string[] = IMAGE_FORMATS.map((format) => `image/${format}`);
/** The same formats as the file picker's `accept` list. */
export const IMAGE_ACCEPT = IMAGE_MIME_TYPES.join(',');

export const CERTIFICATE_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png'] as const;
export const CERTIFICATE_ACCEPT = CERTIFICATE_EXTENSIONS.map((extension) => `.${extension}`).join(',');

export const UploadMessages = {
  /** Also the answer to any upload past the server's size limit. */
  tooLarge: 'File size must be less than 5MB',
  imageRequired: 'At least one image is required',
  selectImage: 'Please select at least one image',
  tooManyImages: 'Maximum 5 images allowed',
  imagesOnly: 'Only image files are allowed',
  imageTooLarge: 'Each image must be less than 5MB',
  certificateMissing: 'Please choose a certificate file',
  certificateType: 'Certificate must be a PDF, JPG, JPEG or PNG file',
  certificatePdf: 'Certificate must be a complete PDF document, without web page or script content',
  tooManyUploads: (limit: number) => `At most ${limit} uploads at a time: wait for one to finish, then try again`,
  fieldsBeforeFiles: "Send the form's text fields before its files",
  unexpectedField: (name: string) => `This form has no field named "${shortName(name)}"`,
  tooManyFiles: (name: string) => `Too many files in "${shortName(name)}"`,
} as const;

/** A client's field name quoted back in a message: printable and short. */
function shortName(name: string): string {
  const printable = name.replace(/[^\x20-\x7e]/g, '?');
  return printable.length > 40 ? `${printable.slice(0, 40)}...` : printable;
}

export const UploadHints = {
  image: 'An image file (JPEG, PNG, WebP, GIF or AVIF), up to 5 MB',
  artworkImages: `Up to ${PRODUCT_IMAGE_LIMIT} images (JPEG, PNG, WebP, GIF or AVIF), 5 MB each. The first image is the primary one.`,
  certificate: 'PDF, JPG, JPEG or PNG, up to 5 MB',
} as const;

/** A chosen or received file as the rules see it: its name, size, and whether it is an accepted image. */
export interface UploadFacts {
  name: string;
  size: number;
  isImage: boolean;
}

/** The browser's view of a chosen file: accepted when its declared type is one of IMAGE_FORMATS. */
export function isAcceptedImageType(mimeType: string): boolean {
  return IMAGE_MIME_TYPES.includes(mimeType.toLowerCase());
}

export const vendorImageTooLarge = (label: string): string => `${label} must be at most 5 MB`;

/** Logo and banner (vendor registration): an image, at most 5 MB. */
export function vendorImageProblem(label: string, file: Omit<UploadFacts, 'name'>): string | undefined {
  if (file.size > UPLOAD_MAX_BYTES) return vendorImageTooLarge(label);
  if (!file.isImage) return `${label} must be an image (JPEG, PNG, WebP, GIF or AVIF)`;
  return undefined;
}

/** Certificate of authenticity: pdf, jpg, jpeg or png by name, at most 5 MB. */
export function certificateProblem(file: Pick<UploadFacts, 'name' | 'size'>): string | undefined {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!(CERTIFICATE_EXTENSIONS as readonly string[]).includes(extension)) return UploadMessages.certificateType;
  if (file.size > UPLOAD_MAX_BYTES) return UploadMessages.tooLarge;
  return undefined;
}

/** Artwork images: 1 to 5 per product. */
export function imageCountProblem(count: number): string | undefined {
  if (count < 1) return UploadMessages.imageRequired;
  if (count > PRODUCT_IMAGE_LIMIT) return UploadMessages.tooManyImages;
  return undefined;
}

/** Artwork images as chosen so far: not more than 5, each an image of at most 5 MB (none chosen yet is fine). */
export function chosenImagesProblem(files: readonly Omit<UploadFacts, 'name'>[]): string | undefined {
  if (files.length > PRODUCT_IMAGE_LIMIT) return UploadMessages.tooManyImages;
  if (files.some((file) => !file.isImage)) return UploadMessages.imagesOnly;
  if (files.some((file) => file.size > UPLOAD_MAX_BYTES)) return UploadMessages.imageTooLarge;
  return undefined;
}
