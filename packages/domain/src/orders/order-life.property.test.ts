import fc from 'fast-check';
import { expect, it } from 'vitest';
import {
  RETURN_REASONS,
  RETURN_REQUEST_WINDOW_MS,
  type ReturnableItem,
  type ReturnReason,
  returnRefund,
  returnRefusal,
  splitRefund,
} from '../after-sale/refunds.ts';
import { OrderStatus, PaymentStatus } from '../common/enums.ts';
import { parentOrderStatus } from '../fulfilment/fulfilment-rules.ts';
import { BANK_TRANSFER_DISCOUNT } from '../payments/bank-transfer-rules.ts';
import {
  deliveredEntries,
  isBalanced,
  itemRefundEntries,
  LedgerAccount,
  type LedgerAccountName,
  type LedgerEntryDraft,
  type LedgerItem,
  paymentCapturedEntries,
  receiptReturnedEntries,
  receiptUnallocatedEntries,
  vendorPaidEntries,
} from '../payouts/ledger.ts';
import {
  ATTEMPT_MOVES,
  type AttemptStatus,
  CANCELLATION_WINDOW_MS,
  cancellationRefusal,
  canMove,
  HOLD_MOVES,
  type HoldKind,
  type HoldState,
  holdExpiry,
  type Moves,
  ONLINE_HOLD_MS,
  ORDER_STATUS_MOVES,
  PAYMENT_STATUS_MOVES,
  REFUND_MOVES,
  RETURN_MOVES,
  type RefundStatus,
  type ReturnStatus,
  statesBefore,
  VENDOR_ORDER_STATUS_MOVES,
} from './order-lifecycle.ts';
import { type OrderLineInput, type OrderStatusCode, type PaymentStatusCode, priceOrder } from './orders-rules.ts';

// An order's life built only from the domain's pure rules (state tables, hold lifetimes, cancellation
// and return rules, refund splits, ledger drafts), driven by random commands. After every command: no
// artwork is sold twice, no order is refunded beyond what it paid, and the ledger adds up, per item too.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const { Pending, Processing, Shipped, Delivered, Cancelled } = OrderStatus;
const OPEN_FOR_PAYMENT = statesBefore(PAYMENT_STATUS_MOVES, PaymentStatus.Paid);

interface Artwork {
  id: string;
  vendorId: string;
  line: OrderLineInput;
}

interface Item extends LedgerItem, ReturnableItem {
  artworkId: string;
  /** Granted to the customer: owed back, paid back or taken by a chargeback. */
  refundedCents: number;
  commissionReversedCents: number;
  chargedBackCents: number;
  paidOutCents: number;
  paidOut: boolean;
  returned: boolean;
}

interface VendorOrder {
  vendorId: string;
  status: OrderStatusCode;
  deliveredAt: number | null;
}

interface Order {
  id: string;
  customerId: string;
  kind: HoldKind;
  items: Item[];
  vendorOrders: VendorOrder[];
  status: OrderStatusCode;
  paymentStatus: PaymentStatusCode;
  paidAt: number | null;
  totalCents: number;
}

interface Attempt {
  id: string;
  order: Order;
  status: AttemptStatus;
}

interface Hold {
  artworkId: string;
  orderId: string;
  customerId: string;
  attemptId: string;
  kind: HoldKind;
  state: HoldState;
  firstHeldAt: number;
  expiresAt: number;
  releasedAt: number | null;
}

interface Refund {
  amountCents: number;
  status: RefundStatus;
}

/** One vendor's part of a paid order. */
interface Shipment {
  order: Order;
  part: VendorOrder;
}

interface World {
  now: number;
  artworks: Artwork[];
  orders: Order[];
  attempts: Attempt[];
  holds: Hold[];
  refunds: Refund[];
  soldTo: Map<string, string>;
  /** The ledger's running sums, by account and by `account:orderItemId`. */
  balances: Map<string, number>;
  receivedCents: number;
  paidBackCents: number;
  chargedBackCents: number;
  paidOutCents: number;
}

type Command =
  | { kind: 'place'; customer: number; artworks: number[]; bank: boolean }
  | { kind: 'pay' | 'fail' | 'settle' | 'cancel' | 'deliver' | 'chargeback'; pick: number }
  | { kind: 'ship'; pick: number; to: typeof Processing | typeof Shipped }
  | { kind: 'return'; pick: number; reason: ReturnReason; photos: number }
  | { kind: 'refund'; pick: number; amount: number }
  | { kind: 'answerRefund'; pick: number; answer: number }
  | { kind: 'advance'; ms: number };

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
/** The `index`-th from the end, round the list: recent orders and attempts are picked most. */
const pick = <T>(list: readonly T[], index: number): T | undefined => list[list.length - 1 - (index % Math.max(1, list.length))];

/** Every move the model makes must be one its table allows. */
function move<State extends string | number>(moves: Moves<State>, from: State, to: State): State {
  if (!canMove(moves, from, to)) throw new Error(`The table refuses ${from} -> ${to}`);
  return to;
}

/** Records one ledger transaction, which must balance, into running sums per account and per account and item. */
function record(world: World, entries: LedgerEntryDraft[]): void {
  expect(isBalanced(entries)).toBe(true);
  for (const draft of entries) {
    for (const key of [draft.account, `${draft.account}:${draft.orderItemId}`]) {
      world.balances.set(key, (world.balances.get(key) ?? 0) + draft.amountCents);
    }
  }
}

const leftOf = (items: readonly Item[]) => sum(items.map((item) => item.totalCents - item.refundedCents));
const isDelivered = (order: Order, vendorId: string) =>
  order.vendorOrders.some((part) => part.vendorId === vendorId && part.deliveredAt !== null);
/** The item as the ledger still carries it: its total and commission less what refunds took back. */
const netItem = (item: Item): LedgerItem => ({
  orderItemId: item.orderItemId,
  vendorId: item.vendorId,
  totalCents: item.totalCents - item.refundedCents,
  commissionCents: item.commissionCents - item.commissionReversedCents,
});

function liveHold(world: World, artworkId: string): Hold | undefined {
  return world.holds.find((hold) => hold.artworkId === artworkId && hold.state === 'held' && hold.expiresAt > world.now);
}

/** When this customer's unbroken run of online holds on the artwork began (a gap under 30 minutes does not break it). */
function runStart(world: World, order: Order, artworkId: string): number {
  if (order.kind !== 'online') return world.now;
  const openSince = world.now - ONLINE_HOLD_MS;
  const run = world.holds.filter(
    (hold) =>
      hold.customerId === order.customerId &&
      hold.kind === 'online' &&
      hold.artworkId === artworkId &&
      (hold.releasedAt === null || hold.releasedAt > openSince) &&
      hold.expiresAt > openSince,
  );
  return Math.min(world.now, ...run.map((hold) => hold.firstHeldAt));
}

function releaseHolds(world: World, attemptId: string): void {
  for (const hold of world.holds) {
    if (hold.attemptId !== attemptId || hold.state !== 'held') continue;
    hold.state = move(HOLD_MOVES, hold.state, 'released');
    hold.releasedAt = world.now;
  }
}

/** With no attempt still running, a processing order may be paid again. */
function reopen(world: World, order: Order): void {
  const running = world.attempts.some((attempt) => attempt.order === order && ['created', 'pending'].includes(attempt.status));
  if (!running && order.paymentStatus === PaymentStatus.Processing) {
    order.paymentStatus = move(PAYMENT_STATUS_MOVES, order.paymentStatus, PaymentStatus.Pending);
  }
}

function followVendors(order: Order): void {
  const next = parentOrderStatus(order.vendorOrders.map((part) => part.status));
  if (next !== order.status) order.status = move(ORDER_STATUS_MOVES, order.status, next);
}

/** Grants a refund of `amountCents` over items: owed to the customer until the provider pays it, or taken by a chargeback. */
function grantRefund(world: World, order: Order, items: Item[], amountCents: number, chargeback = false): void {
  const parts = splitRefund(items, amountCents);
  expect(sum(parts.map((part) => part.refundCents))).toBe(amountCents);
  const owedFrom = chargeback ? LedgerAccount.CustomerFunds : LedgerAccount.RefundsDue;
  record(
    world,
    itemRefundEntries(
      parts.map((part) => ({ ...part, delivered: isDelivered(order, part.vendorId) })),
      owedFrom,
    ),
  );
  for (const part of parts) {
    const item = items.find((each) => each.orderItemId === part.orderItemId) as Item;
    item.refundedCents += part.refundCents;
    item.commissionReversedCents += part.commissionCents;
    if (chargeback) item.chargedBackCents += part.refundCents;
  }
  if (chargeback) world.chargedBackCents += amountCents;
  else world.refunds.push({ amountCents, status: 'pending' });
  if (leftOf(order.items) === 0) order.paymentStatus = move(PAYMENT_STATUS_MOVES, order.paymentStatus, PaymentStatus.Refunded);
}

function place(world: World, command: Extract<Command, { kind: 'place' }>): void {
  const chosen = [...new Set(command.artworks.map((index) => world.artworks[index % world.artworks.length] as Artwork))];
  const artworks = chosen.filter((artwork) => !world.soldTo.has(artwork.id));
  if (artworks.length === 0) return;
  const id = `o${world.orders.length}`;
  const { lines, totals } = priceOrder(
    artworks.map((artwork) => artwork.line),
    command.bank ? BANK_TRANSFER_DISCOUNT : 0,
  );
  const items = lines.map((line, index) => {
    const artwork = artworks[index] as Artwork;
    return {
      ...line,
      orderItemId: `${id}-${artwork.id}`,
      artworkId: artwork.id,
      vendorId: artwork.vendorId,
      refundedCents: 0,
      commissionReversedCents: 0,
      chargedBackCents: 0,
      paidOutCents: 0,
      paidOut: false,
      returned: false,
    };
  });
  expect(sum(items.map((item) => item.totalCents))).toBe(totals.totalCents);
  world.orders.push({
    id,
    customerId: `c${command.customer}`,
    kind: command.bank ? 'bank_transfer' : 'online',
    items,
    vendorOrders: [...new Set(items.map((item) => item.vendorId))].map((vendorId) => ({
      vendorId,
      status: Pending,
      deliveredAt: null,
    })),
    status: Pending,
    paymentStatus: PaymentStatus.Pending,
    paidAt: null,
    totalCents: totals.totalCents,
  });
}

/** A payment attempt holds every artwork of the order, or (like the service's 409) nothing at all. */
function startPayment(world: World, order: Order): void {
  const plan: { item: Item; live: Hold | undefined; firstHeldAt: number; expiresAt: number }[] = [];
  for (const item of order.items) {
    if (world.soldTo.has(item.artworkId)) return;
    const live = liveHold(world, item.artworkId);
    if (live && live.orderId !== order.id) return;
    const firstHeldAt = live?.firstHeldAt ?? runStart(world, order, item.artworkId);
    const expiresAt = holdExpiry(order.kind, new Date(world.now), new Date(firstHeldAt)).getTime();
    if (expiresAt <= world.now) return; // the run has used up its hour
    plan.push({ item, live, firstHeldAt, expiresAt });
  }
  const attempt: Attempt = { id: `t${world.attempts.length}`, order, status: 'created' };
  if (order.kind === 'bank_transfer') attempt.status = move(ATTEMPT_MOVES, attempt.status, 'pending');
  world.attempts.push(attempt);
  for (const { item, live, firstHeldAt, expiresAt } of plan) {
    if (live) {
      live.state = move(HOLD_MOVES, live.state, 'held');
      Object.assign(live, { attemptId: attempt.id, kind: order.kind, expiresAt });
      continue;
    }
    world.holds.push({
      artworkId: item.artworkId,
      orderId: order.id,
      customerId: order.customerId,
      attemptId: attempt.id,
      kind: order.kind,
      state: 'held',
      firstHeldAt,
      expiresAt,
      releasedAt: null,
    });
  }
  if (order.paymentStatus === PaymentStatus.Pending) {
    order.paymentStatus = move(PAYMENT_STATUS_MOVES, order.paymentStatus, PaymentStatus.Processing);
  }
}

/** Money arrived for an attempt: the order takes it if it is open and every artwork is its own or free, else it is owed back. */
function settle(world: World, attempt: Attempt): void {
  attempt.status = move(ATTEMPT_MOVES, attempt.status, 'completed');
  const order = attempt.order;
  world.receivedCents += order.totalCents;
  const takes =
    order.status !== Cancelled &&
    OPEN_FOR_PAYMENT.includes(order.paymentStatus) &&
    order.items.every(
      (item) => !world.soldTo.has(item.artworkId) && (liveHold(world, item.artworkId)?.orderId ?? order.id) === order.id,
    );
  if (!takes) {
    record(world, receiptUnallocatedEntries(order.totalCents));
    world.refunds.push({ amountCents: order.totalCents, status: 'pending' });
    releaseHolds(world, attempt.id);
    reopen(world, order);
    return;
  }
  for (const item of order.items) {
    const hold = liveHold(world, item.artworkId);
    if (hold) hold.state = move(HOLD_MOVES, hold.state, 'sold');
    world.soldTo.set(item.artworkId, order.id);
  }
  order.paymentStatus = move(PAYMENT_STATUS_MOVES, order.paymentStatus, PaymentStatus.Paid);
  order.paidAt = world.now;
  record(world, paymentCapturedEntries(order.items));
}

function cancel(world: World, order: Order): void {
  const paidAt = order.paidAt === null ? null : new Date(order.paidAt);
  const vendorStatuses = order.vendorOrders.map((part) => part.status);
  const refusal = cancellationRefusal(
    { status: order.status, paymentStatus: order.paymentStatus, paidAt, vendorStatuses },
    new Date(world.now),
  );
  if (refusal) return;
  expect(order.paymentStatus).toBe(PaymentStatus.Paid);
  expect(world.now - (order.paidAt ?? Number.NaN)).toBeLessThanOrEqual(CANCELLATION_WINDOW_MS);
  expect(vendorStatuses.every((status) => status === Pending || status === Processing)).toBe(true);
  grantRefund(world, order, order.items, leftOf(order.items));
  for (const part of order.vendorOrders) part.status = move(VENDOR_ORDER_STATUS_MOVES, part.status, Cancelled);
  followVendors(order);
  expect(order.status).toBe(Cancelled);
}

function ship({ order, part }: Shipment, to: OrderStatusCode): void {
  part.status = move(VENDOR_ORDER_STATUS_MOVES, part.status, to);
  followVendors(order);
}

/** Delivered: what the vendor still earns on its items becomes payable. */
function deliver(world: World, { order, part }: Shipment): void {
  part.status = move(VENDOR_ORDER_STATUS_MOVES, part.status, Delivered);
  part.deliveredAt = world.now;
  const items = order.items.filter((item) => item.vendorId === part.vendorId && item.refundedCents < item.totalCents);
  record(world, deliveredEntries(items.map(netItem)));
  followVendors(order);
}

function returnArtworks(world: World, { order, part }: Shipment, command: Extract<Command, { kind: 'return' }>): void {
  const claim = {
    reason: command.reason,
    photoCount: command.photos,
    deliveredAt: new Date(part.deliveredAt ?? world.now),
    requestedAt: new Date(world.now),
    delivered: part.status === Delivered,
  };
  if (returnRefusal(claim)) return;
  expect(part.deliveredAt).not.toBeNull();
  expect(world.now - (part.deliveredAt ?? Number.NaN)).toBeLessThanOrEqual(RETURN_REQUEST_WINDOW_MS);
  const items = order.items.filter((item) => item.vendorId === part.vendorId && !item.returned);
  if (items.length === 0) return; // already being returned
  const requested: ReturnStatus = 'requested';
  move(RETURN_MOVES, move(RETURN_MOVES, requested, 'approved'), 'received');
  const refund = returnRefund(items, claim);
  expect(refund.refundCents).toBeLessThanOrEqual(sum(items.map((item) => item.totalCents)));
  // An earlier partial refund already gave some of it back.
  const amount = Math.min(refund.refundCents, leftOf(items));
  if (amount > 0) grantRefund(world, order, items, amount);
  for (const item of items) item.returned = true;
}

function answerRefund(world: World, refund: Refund, to: RefundStatus): void {
  refund.status = move(REFUND_MOVES, refund.status, to);
  if (refund.status !== 'succeeded') return;
  record(world, receiptReturnedEntries(refund.amountCents));
  world.paidBackCents += refund.amountCents;
}

/** Pays each vendor what it still earns on items delivered more than the return window ago. */
function payOut(world: World): void {
  const due = world.orders.flatMap((order) =>
    order.items.filter((item) => {
      const part = order.vendorOrders.find((each) => each.vendorId === item.vendorId);
      const windowRun = part?.deliveredAt != null && world.now - part.deliveredAt > RETURN_REQUEST_WINDOW_MS;
      return windowRun && !item.paidOut && part?.status === Delivered;
    }),
  );
  for (const vendorId of new Set(due.map((item) => item.vendorId))) {
    const items = due.filter((item) => item.vendorId === vendorId);
    const net = items.map(netItem);
    record(world, vendorPaidEntries(net));
    items.forEach((item, index) => {
      const earning = (net[index] as LedgerItem).totalCents - (net[index] as LedgerItem).commissionCents;
      Object.assign(item, { paidOut: true, paidOutCents: earning });
      world.paidOutCents += earning;
    });
  }
}

/** Time passes: holds lapse, and the scheduled payout run pays what has come due. */
function advance(world: World, ms: number): void {
  world.now += ms;
  for (const hold of world.holds) {
    if (hold.state === 'held' && hold.expiresAt <= world.now) hold.state = move(HOLD_MOVES, hold.state, 'lapsed');
  }
  payOut(world);
}

/** Runs `act` on the picked one of the subjects a command can act on; with none, the command does nothing. */
function onPicked<Subject>(subjects: readonly Subject[], index: number, act: (subject: Subject) => void): void {
  const subject = pick(subjects, index);
  if (subject !== undefined) act(subject);
}

function apply(world: World, command: Command): void {
  const paid = world.orders.filter((order) => order.paidAt !== null);
  const open = paid.filter((order) => order.paymentStatus === PaymentStatus.Paid);
  const shipments = paid.flatMap((order) => order.vendorOrders.map((part) => ({ order, part })));
  const attemptsTo = (to: AttemptStatus) => world.attempts.filter((attempt) => canMove(ATTEMPT_MOVES, attempt.status, to));
  switch (command.kind) {
    case 'place':
      place(world, command);
      break;
    case 'pay': {
      const unpaid = world.orders.filter((order) => order.paidAt === null);
      onPicked(unpaid, command.pick, (order) => startPayment(world, order));
      break;
    }
    case 'fail':
      onPicked(attemptsTo('failed'), command.pick, (attempt) => {
        attempt.status = move(ATTEMPT_MOVES, attempt.status, 'failed');
        releaseHolds(world, attempt.id);
        reopen(world, attempt.order);
      });
      break;
    case 'settle':
      onPicked(attemptsTo('completed'), command.pick, (attempt) => settle(world, attempt));
      break;
    case 'cancel':
      onPicked(paid, command.pick, (order) => cancel(world, order));
      break;
    case 'ship': {
      const { to } = command;
      const movable = shipments.filter(
        ({ order, part }) => order.paymentStatus === PaymentStatus.Paid && canMove(VENDOR_ORDER_STATUS_MOVES, part.status, to),
      );
      onPicked(movable, command.pick, (shipment) => ship(shipment, to));
      break;
    }
    case 'deliver': {
      const onTheirWay = shipments.filter(({ part }) => statesBefore(VENDOR_ORDER_STATUS_MOVES, Delivered).includes(part.status));
      onPicked(onTheirWay, command.pick, (shipment) => deliver(world, shipment));
      break;
    }
    case 'return':
      onPicked(shipments, command.pick, (shipment) => returnArtworks(world, shipment, command));
      break;
    case 'refund':
      onPicked(open, command.pick, (order) => grantRefund(world, order, order.items, 1 + (command.amount % leftOf(order.items))));
      break;
    case 'chargeback':
      onPicked(open, command.pick, (order) => grantRefund(world, order, order.items, leftOf(order.items), true));
      break;
    case 'answerRefund': {
      const unsettled = world.refunds.filter((refund) => REFUND_MOVES[refund.status].length > 0);
      onPicked(unsettled, command.pick, (refund) => {
        const answers = REFUND_MOVES[refund.status];
        answerRefund(world, refund, answers[command.answer % answers.length] as RefundStatus);
      });
      break;
    }
    case 'advance':
      advance(world, command.ms);
      break;
  }
}

/** What is wrong with the world, one line per broken rule (checked after every command; expect() per rule is too slow). */
function brokenRules(world: World): string[] {
  const broken: string[] = [];
  const check = (holds: boolean, rule: string) => {
    if (!holds) broken.push(rule);
  };
  for (const artwork of world.artworks) {
    const buyers = world.orders.filter(
      (order) => order.paidAt !== null && order.items.some((item) => item.artworkId === artwork.id),
    );
    check(buyers.length <= 1, `${artwork.id} is sold to ${buyers.map((order) => order.id)}`);
    check(buyers.length === (world.soldTo.has(artwork.id) ? 1 : 0), `${artwork.id} is sold without a paid order, or the reverse`);
    const holds = world.holds.filter((hold) => hold.artworkId === artwork.id && (hold.state === 'held' || hold.state === 'sold'));
    check(holds.length <= 1, `${artwork.id} has ${holds.length} live or sold holds`);
  }
  for (const hold of world.holds.filter((each) => each.state === 'held')) {
    check(hold.expiresAt > world.now, `a hold on ${hold.artworkId} outlived its expiry`);
    check(
      hold.kind !== 'online' || hold.expiresAt - hold.firstHeldAt <= HOUR,
      `an online hold on ${hold.artworkId} runs past an hour`,
    );
  }

  const balance = (account: LedgerAccountName, orderItemId?: string) =>
    world.balances.get(orderItemId === undefined ? account : `${account}:${orderItemId}`) ?? 0;
  const owed = sum(world.refunds.filter((refund) => refund.status !== 'succeeded').map((refund) => refund.amountCents));
  check(balance(LedgerAccount.RefundsDue) === -owed, `refunds_due is not the ${owed} cents owed`);
  check(balance(LedgerAccount.CommissionRevenue) <= 0, 'commission_revenue has a debit balance');
  const held = world.receivedCents - world.paidBackCents - world.chargedBackCents - world.paidOutCents;
  check(
    balance(LedgerAccount.CustomerFunds) === held,
    `customer_funds is not received - paid back - charged back - paid out (${held})`,
  );

  for (const order of world.orders) {
    const refunded = sum(order.items.map((item) => item.refundedCents));
    check(
      refunded <= (order.paidAt === null ? 0 : order.totalCents),
      `${order.id} is refunded ${refunded} of ${order.totalCents}`,
    );
    const allBack = order.paidAt !== null && refunded === order.totalCents;
    check((order.paymentStatus === PaymentStatus.Refunded) === allBack, `${order.id} is Refunded iff all it paid went back`);
    if (order.paidAt === null) continue;
    for (const item of order.items) {
      const commissionLeft = item.commissionCents - item.commissionReversedCents;
      const earningLeft = item.totalCents - item.refundedCents - commissionLeft;
      const delivered = isDelivered(order, item.vendorId);
      const at = (account: LedgerAccountName) => balance(account, item.orderItemId);
      const id = item.orderItemId;
      check(item.refundedCents <= item.totalCents, `${id} is refunded beyond its total`);
      check(commissionLeft >= 0 && earningLeft >= 0, `${id} has more commission or earning reversed than it had`);
      check(at(LedgerAccount.CommissionRevenue) === -commissionLeft, `${id}: commission_revenue is not the commission left`);
      check(
        at(LedgerAccount.CustomerFunds) === item.totalCents - item.chargedBackCents - item.paidOutCents,
        `${id}: customer_funds`,
      );
      check(at(LedgerAccount.RefundsDue) === item.chargedBackCents - item.refundedCents, `${id}: refunds_due is not its refunds`);
      check(
        at(LedgerAccount.VendorUnearned) === (delivered ? 0 : -earningLeft),
        `${id}: vendor_unearned is not the earning left`,
      );
      const payable = delivered ? item.paidOutCents - earningLeft : 0;
      check(at(LedgerAccount.VendorPayable) === payable, `${id}: vendor_payable is not the earning left less what was paid`);
      if (item.refundedCents === item.totalCents) {
        // Refunded in full: the platform keeps no commission, and the vendor nothing it was not already paid.
        check(at(LedgerAccount.CommissionRevenue) === 0, `${id}: refunded in full but commission is kept`);
        const vendorOwed = at(LedgerAccount.VendorUnearned) + at(LedgerAccount.VendorPayable);
        check(vendorOwed === item.paidOutCents, `${id}: refunded in full but the vendor keeps an earning`);
      }
    }
  }
  return broken;
}

const catalogue = fc.array(
  fc.record({
    vendor: fc.integer({ min: 0, max: 2 }),
    price: fc.integer({ min: 1, max: 2_000_000 }),
    tax: fc.integer({ min: 0, max: 200_000 }),
    shipping: fc.integer({ min: 0, max: 20_000 }),
    rate: fc.integer({ min: 0, max: 10_000 }),
  }),
  { minLength: 2, maxLength: 6 },
);

const index = fc.nat({ max: 3 });
const picked = <Kind extends string>(kind: Kind) => fc.record({ kind: fc.constant(kind), pick: index });
const command: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('place' as const),
      customer: fc.nat({ max: 1 }),
      artworks: fc.array(fc.nat({ max: 5 }), { minLength: 1, maxLength: 3 }),
      bank: fc.boolean(),
    }),
  },
  { weight: 8, arbitrary: picked('pay') },
  { weight: 2, arbitrary: picked('fail') },
  { weight: 8, arbitrary: picked('settle') },
  { weight: 2, arbitrary: picked('cancel') },
  {
    weight: 8,
    arbitrary: fc.record({ kind: fc.constant('ship' as const), pick: index, to: fc.constantFrom(Processing, Shipped, Shipped) }),
  },
  { weight: 8, arbitrary: picked('deliver') },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('return' as const),
      pick: index,
      reason: fc.constantFrom(...RETURN_REASONS),
      photos: fc.nat({ max: 2 }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('refund' as const), pick: index, amount: fc.nat() }) },
  { weight: 1, arbitrary: picked('chargeback') },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('answerRefund' as const), pick: index, answer: fc.nat({ max: 2 }) }) },
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('advance' as const),
      ms: fc.oneof(fc.integer({ min: 1, max: 2 * HOUR }), fc.constantFrom(DAY, DAY + 1, 2 * DAY, 7 * DAY, 7 * DAY + 1)),
    }),
  },
);

it('sells each artwork once, refunds no more than was paid, and keeps the ledger adding up', () => {
  fc.assert(
    fc.property(catalogue, fc.array(command, { minLength: 1, maxLength: 150, size: 'max' }), (lines, commands) => {
      const world: World = {
        now: Date.UTC(2025, 0, 1),
        artworks: lines.map((line, index) => ({
          id: `a${index}`,
          vendorId: `v${line.vendor}`,
          line: { priceCents: line.price, taxCents: line.tax, shippingCents: line.shipping, commissionBasisPoints: line.rate },
        })),
        orders: [],
        attempts: [],
        holds: [],
        refunds: [],
        soldTo: new Map(),
        balances: new Map(),
        receivedCents: 0,
        paidBackCents: 0,
        chargedBackCents: 0,
        paidOutCents: 0,
      };
      for (const step of commands) {
        apply(world, step);
        expect(brokenRules(world), JSON.stringify(step)).toEqual([]);
      }
    }),
    { numRuns: 200 },
  );
});
