/** Where the subscriptions report what happens to them; the worker passes its logger. */
export interface SubscriptionLog {
  log(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}
