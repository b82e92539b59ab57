/**
 * A token bucket in front of upstream: bursts up to `capacity` calls, then `refillPerSecond`.
 * Spending it down makes the cache serve last good values (or 503) instead of earning a ban
 * from the upstream's own rate limiter.
 */
export interface BudgetPolicy {
  capacity: number;
  refillPerSecond: number;
}

export class RequestBudget {
  private readonly policy: BudgetPolicy;
  private readonly now: () => Date;
  private tokens: number;
  private refilledAt: number;

  constructor(policy: BudgetPolicy, now: () => Date) {
    this.policy = policy;
    this.now = now;
    this.tokens = policy.capacity;
    this.refilledAt = now().getTime();
  }

  /** Takes one call from the budget; false when it is spent. */
  tryTake(): boolean {
    this.refill();
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }

  remaining(): number {
    this.refill();
    return Math.floor(this.tokens);
  }

  private refill(): void {
    const at = this.now().getTime();
    const elapsedSeconds = Math.max(0, at - this.refilledAt) / 1000;
    this.tokens = Math.min(this.policy.capacity, this.tokens + elapsedSeconds * this.policy.refillPerSecond);
    this.refilledAt = at;
  }
}
