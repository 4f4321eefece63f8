import { ConversationMessages } from '@art-market/domain/copy';
import { MESSAGE_IMAGE_LIMIT } from '@art-market/domain/rules';
import type { AppContext } from '#api/context.ts';
import type { MessageImage } from '#api/db/schema.ts';
import { Invalid, NotFound } from '#api/errors.ts';
import { cleanImage } from '#api/plugins/images.ts';
import type { MultipartFormRules, UploadedFile } from '#api/plugins/multipart-form.ts';
import { contentTypeOf } from '#api/plugins/storage.ts';

/** A message as a multipart form: its words first, then at most MESSAGE_IMAGE_LIMIT images of at most 5 MB each. */
export const messageForm: MultipartFormRules = {
  fields: ['body'],
  files: {
    images: {
      maxFiles: MESSAGE_IMAGE_LIMIT,
      tooLarge: ConversationMessages.imageTooLarge,
      tooMany: ConversationMessages.tooManyImages,
    },
  },
};

/**
 * Each image by the upload rules (an accepted image by its content, re-encoded without metadata), kept in
 * the private 'messages' area: a message's images are for its two people (and the console once reported).
 * Nothing is stored unless every image is accepted.
 */
export async function storeMessageImages(ctx: AppContext, files: readonly UploadedFile[]): Promise<MessageImage[]> {
  const chosen = files.filter((file) => file.size > 0);
  const cleaned = await Promise.all(chosen.map((file) => cleanImage(file.path)));
  const images = cleaned.filter((image) => image !== undefined);
  if (images.length < chosen.length)
    throw new Invalid(ConversationMessages.imagesOnly, { images: ConversationMessages.imagesOnly });
  return Promise.all(
    images.map(async (image) => ({
      path: await ctx.storage.put('messages', `${ctx.storage.newBaseName()}.${image.extension}`, image.data),
      width: image.width,
      height: image.height,
    })),
  );
}

export async function removeMessageImages(ctx: AppContext, images: readonly MessageImage[]): Promise<void> {
  await Promise.all(images.map((image) => ctx.storage.remove(image.path)));
}

export async function readMessageImage(ctx: AppContext, images: readonly MessageImage[], index: number) {
  const image = images[index];
  if (!image) throw new NotFound(ConversationMessages.notFound);
  return { content: await ctx.storage.read(image.path), contentType: contentTypeOf(image.path) };
}
