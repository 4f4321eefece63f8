import {
  CONVERSATION_MESSAGE_MAX,
  CONVERSATION_REPORT_REASON_MAX,
  MESSAGE_IMAGE_LIMIT,
  MESSAGING_STOP_REASON_MAX,
  NEW_CONVERSATIONS_PER_DAY,
} from './conversations-rules.ts';

/** The texts of conversations between collectors and artists (docs/product/conversations.md). */
export const ConversationMessages = {
  askTheArtist: 'Ask the artist',
  openConversation: 'Your conversation with the artist',
  loginToAsk: 'Please log in to ask the artist about this work',
  askHelp: 'Your message goes to the artist. Neither of you sees the other’s e-mail address.',
  bodyRequired: 'Please write your message',
  bodyTooLong: `A message must be at most ${CONVERSATION_MESSAGE_MAX} characters`,
  controlCharacters: 'Please use plain text only',
  notFound: 'Conversation not found',
  artworkNotFound: 'This artwork cannot be asked about',
  dailyLimit: `You can start at most ${NEW_CONVERSATIONS_PER_DAY} new conversations a day: please try again tomorrow, or reply in one you have`,
  stopped:
    'Our team has stopped you from sending messages. If you think this is a mistake, write to us through the support page.',
  imagesOnly: 'Attachments must be images (JPEG, PNG, WebP, GIF or AVIF)',
  imageTooLarge: 'Each image must be at most 5 MB',
  tooManyImages: `A message can carry at most ${MESSAGE_IMAGE_LIMIT} images`,
  imageHint: `Up to ${MESSAGE_IMAGE_LIMIT} images (JPEG, PNG, WebP, GIF or AVIF), 5 MB each`,
  reportReasonRequired: 'Please say what is wrong with this conversation',
  reportReasonTooLong: `The reason must be at most ${CONVERSATION_REPORT_REASON_MAX} characters`,
  stopReasonRequired: 'Please give the reason for stopping this person',
  stopReasonTooLong: `The reason must be at most ${MESSAGING_STOP_REASON_MAX} characters`,
  reported: 'Thank you: our team will read this conversation',
  alreadyReported: 'You reported this conversation; our team will read it',
  stoppedDone: 'This person can no longer send messages',
  liftedDone: 'This person can send messages again',
  sent: 'Message sent',
  sendFailed: 'Your message was not sent',
  reportFailed: 'The report was not sent',
  fetchFailed: 'Failed to fetch messages',
  emptyCollector: 'No messages yet: ask an artist about a work from its page',
  emptyStudio: 'No messages yet: collectors can ask you about your works from their pages',
  emptyConsole: 'No reported conversations',
  chooseConversation: 'Choose a conversation to read it',
  youAreStopped: 'You can read this conversation, but our team has stopped you from sending messages.',
} as const;

/** "3 unread" for a list or a tab. */
export function unreadText(count: number): string {
  return `${count} unread`;
}
