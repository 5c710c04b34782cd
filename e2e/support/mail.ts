/** One email the worker's local mail catcher received (its JSON list at /api/messages). */
export interface CaughtMail {
  subject: string;
  to: string;
  text: string | null;
}

/** Every email the product sent during the run, oldest first. */
export async function caughtMail(): Promise<CaughtMail[]> {
  const response = await fetch(`http://127.0.0.1:${process.env.E2E_MAIL_PORT}/api/messages`);
  if (!response.ok) throw new Error(`the mail catcher answered ${response.status}`);
  return (await response.json()) as CaughtMail[];
}

/** The emails sent to one address. */
export async function mailTo(address: string): Promise<CaughtMail[]> {
  return (await caughtMail()).filter((mail) => mail.to.includes(address));
}
