/**
 * Purchases carried together: each run of consecutive PositionIncreased of one list becomes
 * PositionsIncreased events of at most PURCHASES_PER_EVENT purchases (a 100k-row import is 100
 * events, not 100k).
 */
import { PURCHASES_PER_EVENT, type Lot, type PortfolioEvent, type PositionIncreased } from './events.ts';

/**
 * The same events, with each run of consecutive PositionIncreased of one list carried by
 * PositionsIncreased events of at most PURCHASES_PER_EVENT purchases (a lone one stays as it is).
 */
export function purchasesTogether(events: readonly PortfolioEvent[]): PortfolioEvent[] {
  const together = new PurchasesTogether();
  for (const event of events) together.add(event);
  return together.events();
}

/**
 * `purchasesTogether` fed one event at a time: a PositionIncreased is kept only as its purchase,
 * so an import's 100k of them are not all held until the end.
 */
export class PurchasesTogether {
  readonly #together: PortfolioEvent[] = [];
  #listId = '';
  #run: { positionId: string; symbol: string; lot: Lot }[] = [];
  /** The run's first event, as it was: a lone purchase stays a PositionIncreased. */
  #first: PositionIncreased | null = null;

  add(event: PortfolioEvent) {
    if (event.type !== 'PositionIncreased') {
      this.#close();
      this.#together.push(event);
      return;
    }
    if (this.#run.length === PURCHASES_PER_EVENT || (this.#run.length > 0 && this.#listId !== event.data.listId)) this.#close();
    if (this.#run.length === 0) {
      this.#first = event;
      this.#listId = event.data.listId;
    }
    const { positionId, symbol, lot } = event.data;
    this.#run.push({ positionId, symbol, lot });
  }

  events(): PortfolioEvent[] {
    this.#close();
    return this.#together;
  }

  #close() {
    if (this.#run.length === 1) this.#together.push(this.#first!);
    else if (this.#run.length > 1) this.#together.push({ type: 'PositionsIncreased', data: { listId: this.#listId, purchases: this.#run } });
    this.#run = [];
    this.#first = null;
  }
}
