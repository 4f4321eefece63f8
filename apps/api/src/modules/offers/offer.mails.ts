import { formatUsd, OFFER_ANSWER_HOURS, OFFER_HOLD_HOURS, toDollars } from '@art-market/domain/rules';
import type { AppContext } from '#api/context.ts';
import type { AfterCommit } from '#api/db/unit-of-work.ts';
import { mailOf } from '#api/plugins/mail-message.ts';
import type { findOfferParties } from './offers.repository.ts';

type Parties = NonNullable<Awaited<ReturnType<typeof findOfferParties>>>;

/** What happened to an offer, as both sides are told (docs/product/offers.md#mails). */
export type OfferNews = 'received' | 'declined' | 'floor_declined' | 'countered' | 'accepted' | 'expired' | 'lapsed';

const money = (cents: number | null) => formatUsd(toDollars(cents ?? 0));

/** The collector's mail and the artist's for one step (either may be left out: the floor spares the artist). */
function lettersOf(news: OfferNews, parties: Parties): { collector?: [string, string[]]; artist?: [string, string[]] } {
  const { offer, title } = parties;
  const work = `“${title}”`;
  switch (news) {
    case 'received':
      return {
        collector: [
          `Your offer on ${work} was sent`,
          [
            `You offered ${money(offer.amountCents)}. The artist has ${OFFER_ANSWER_HOURS} hours to answer, and we will write to you then.`,
            'An offer holds nothing: until the artist accepts, the work stays on sale to everyone.',
          ],
        ],
        artist: [
          `New offer on ${work}`,
          [
            `A collector offered ${money(offer.amountCents)} for ${work} (your price: ${money(offer.listedCents)}).`,
            ...(offer.note ? [`Their note: ${offer.note}`] : []),
            `Please accept, decline or counter within ${OFFER_ANSWER_HOURS} hours in the Offers tab of your studio; after that the offer expires.`,
          ],
        ],
      };
    case 'floor_declined':
      return {
        collector: [
          `Your offer on ${work}`,
          [
            'Thank you for your offer. The artist cannot accept this amount, so it was declined.',
            'You are welcome to offer more or to buy the work at its price.',
          ],
        ],
      };
    case 'declined':
      return offer.declinedBy === 'collector'
        ? {
            collector: [`You declined the counter on ${work}`, ['The offer is closed. You are welcome to make a new one.']],
            artist: [
              `Your counter on ${work} was declined`,
              [`The collector declined your counter of ${money(offer.counterCents)}. The work stays on sale.`],
            ],
          }
        : {
            collector: [
              `Your offer on ${work} was declined`,
              [
                `The artist declined your offer of ${money(offer.amountCents)}.`,
                ...(offer.declineReason ? [`The artist wrote: ${offer.declineReason}`] : []),
                'You are welcome to make a new offer or to buy the work at its price.',
              ],
            ],
            artist: [`You declined an offer on ${work}`, ['The collector was told.']],
          };
    case 'countered':
      return {
        collector: [
          `The artist countered your offer on ${work}`,
          [
            `The artist offers ${work} to you for ${money(offer.counterCents)}.`,
            ...(offer.counterNote ? [`The artist wrote: ${offer.counterNote}`] : []),
            `Please accept or decline within ${OFFER_ANSWER_HOURS} hours in My offers; after that it expires.`,
          ],
        ],
        artist: [
          `Your counter on ${work} was sent`,
          [`You countered with ${money(offer.counterCents)}. The collector has ${OFFER_ANSWER_HOURS} hours to answer.`],
        ],
      };
    case 'accepted':
      return {
        collector: [
          `${work} is yours for ${money(offer.agreedCents)}`,
          [
            `The price of ${money(offer.agreedCents)} is agreed. The work is held for you for ${OFFER_HOLD_HOURS} hours: pay for it from My offers (Pay now) with PayPal, PayU or a bank transfer. Shipping is added as usual.`,
          ],
        ],
        artist: [
          `Offer on ${work} accepted at ${money(offer.agreedCents)}`,
          [
            `The work is held for the collector for ${OFFER_HOLD_HOURS} hours. You will be told of the order once it is paid; if it is not, the work goes back on sale.`,
          ],
        ],
      };
    case 'expired':
      return offer.agreedCents !== null
        ? {
            collector: [
              `The hold on ${work} has ended`,
              [`The agreed price was not paid within ${OFFER_HOLD_HOURS} hours, so the work is back on sale at its price.`],
            ],
            artist: [`${work} is back on sale`, [`The collector did not pay the agreed price within ${OFFER_HOLD_HOURS} hours.`]],
          }
        : {
            collector: [
              `Your offer on ${work} has expired`,
              ['Nobody answered in time, so the offer is closed. You are welcome to make a new one.'],
            ],
            artist: [`An offer on ${work} has expired`, ['It was not answered in time, so it is closed.']],
          };
    case 'lapsed':
      return {
        collector: [
          `${work} is no longer available`,
          [`Your offer on ${work} has ended because the work is no longer for sale. We are sorry.`],
        ],
        artist: [
          `An offer on ${work} has ended`,
          [
            `The offer of ${money(offer.agreedCents ?? offer.counterCents ?? offer.amountCents)} ended because the work is no longer for sale.`,
          ],
        ],
      };
  }
}

/** Writes this step's mails to the outbox in the caller's transaction: they leave only if the change commits. */
export async function mailOfferNews(ctx: AppContext, after: AfterCommit, news: OfferNews, parties: Parties): Promise<void> {
  const letters = lettersOf(news, parties);
  const base = ctx.config.PUBLIC_URL;
  if (letters.collector) {
    const [subject, paragraphs] = letters.collector;
    await after.mail(
      mailOf(parties.collector.email, subject, [`Dear ${parties.collector.firstName},`, ...paragraphs], {
        href: `${base}/customer-dashboard#offers`,
        label: 'My offers',
      }),
    );
  }
  if (letters.artist && !parties.artist.deletedAt) {
    const [subject, paragraphs] = letters.artist;
    await after.mail(
      mailOf(parties.artist.email, subject, [`Dear ${parties.artist.firstName},`, ...paragraphs], {
        href: `${base}/vendor-dashboard?tab=offers`,
        label: 'Offers in your studio',
      }),
    );
  }
}
