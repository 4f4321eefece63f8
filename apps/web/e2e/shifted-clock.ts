// Loaded with --import before the server (journey-server.ts) and never by production code: moves the
// process's clock forward by E2E_CLOCK_OFFSET_MS, so a journey can see a week pass (a return window close).
const offset = Number(process.env.E2E_CLOCK_OFFSET_MS ?? 0);
const RealDate = globalThis.Date;

class ShiftedDate extends RealDate {
  constructor(...args: unknown[]) {
    if (args.length === 0) super(RealDate.now() + offset);
    else super(...(args as [number]));
  }

  static override now(): number {
    return RealDate.now() + offset;
  }
}

if (offset !== 0) globalThis.Date = ShiftedDate as DateConstructor;
