import { expect, type APIRequestContext } from '@playwright/test';
import { v7 as uuidv7 } from 'uuid';

/** A person's browser as the API sees it: a desktop Chrome (a headless one would be taken for a bot and counted nowhere). */
const HUMAN_AGENT = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

export interface JourneyStep {
  /** A page view of this path, with the campaign fields the address carried. */
  view?: string;
  step?: string;
  utm?: { utmSource?: string; utmMedium?: string; utmCampaign?: string };
}

/** Sends one visitor's calls through the tracking API, in order, as the site would; returns their session id. */
export async function trackJourney(request: APIRequestContext, steps: JourneyStep[]): Promise<string> {
  const sessionId = uuidv7();
  for (const { view, step, utm = {} } of steps) {
    const [route, body] = view ? ['track-page-view', { path: view, title: view }] : ['track-funnel-step', { step }];
    const response = await request.post(`/api/${route}`, {
      headers: { 'user-agent': HUMAN_AGENT },
      data: { ...body, ...utm, sessionId, eventId: uuidv7(), occurredAt: new Date().toISOString() },
    });
    expect(response.ok(), `${route}: ${response.status()} ${await response.text()}`).toBe(true);
  }
  return sessionId;
}
