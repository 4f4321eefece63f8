import { describe, expect, it } from 'vitest';
import {
  CERTIFICATE_ACCEPT,
  certificateProblem,
  chosenImagesProblem,
  IMAGE_ACCEPT,
  imageCountProblem,
  isAcceptedImageType,
  UPLOAD_MAX_BYTES,
  UploadMessages,
  vendorImageProblem,
} from './uploads.ts';

const image = (size = 1000) => ({ size, isImage: true });

describe('upload rules', () => {
  it('accepts the image formats the server decodes, and offers the same to the file picker', () => {
    expect(IMAGE_ACCEPT).toBe('image/jpeg,image/png,image/webp,image/gif,image/avif');
    expect(isAcceptedImageType('image/png')).toBe(true);
    expect(isAcceptedImageType('IMAGE/JPEG')).toBe(true);
    expect(isAcceptedImageType('image/svg+xml')).toBe(false);
    expect(isAcceptedImageType('application/pdf')).toBe(false);
    expect(isAcceptedImageType('')).toBe(false);
  });

  it('takes a logo or banner image up to 5 MB', () => {
    expect(vendorImageProblem('Logo', image(UPLOAD_MAX_BYTES))).toBeUndefined();
    expect(vendorImageProblem('Banner', image(UPLOAD_MAX_BYTES + 1))).toBe('Banner must be at most 5 MB');
    expect(vendorImageProblem('Logo', { size: 10, isImage: false })).toBe('Logo must be an image (JPEG, PNG, WebP, GIF or AVIF)');
  });

  it('takes a pdf, jpg, jpeg or png certificate up to 5 MB', () => {
    expect(CERTIFICATE_ACCEPT).toBe('.pdf,.jpg,.jpeg,.png');
    expect(certificateProblem({ name: 'Certificate.PDF', size: UPLOAD_MAX_BYTES })).toBeUndefined();
    expect(certificateProblem({ name: 'scan.jpeg', size: 10 })).toBeUndefined();
    expect(certificateProblem({ name: 'scan.gif', size: 10 })).toBe(UploadMessages.certificateType);
    expect(certificateProblem({ name: 'big.pdf', size: UPLOAD_MAX_BYTES + 1 })).toBe('File size must be less than 5MB');
  });

  it('takes 1 to 5 artwork images, each an image of at most 5 MB', () => {
    expect(imageCountProblem(0)).toBe('At least one image is required');
    expect(imageCountProblem(5)).toBeUndefined();
    expect(imageCountProblem(6)).toBe('Maximum 5 images allowed');
    expect(chosenImagesProblem([])).toBeUndefined();
    expect(chosenImagesProblem(Array.from({ length: 6 }, () => image()))).toBe('Maximum 5 images allowed');
    expect(chosenImagesProblem([image(), { size: 10, isImage: false }])).toBe('Only image files are allowed');
    expect(chosenImagesProblem([image(UPLOAD_MAX_BYTES + 1)])).toBe('Each image must be less than 5MB');
  });
});
