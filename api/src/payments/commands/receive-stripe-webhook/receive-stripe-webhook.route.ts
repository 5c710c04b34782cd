import type { ErrorResponse } from '@pitchlens/contracts';
import type { FastifyInstance } from 'fastify';
import { STRIPE_WEBHOOK_PATH } from '../../stripe/stripe-gateway';
import { InvalidWebhook, type ReceiveStripeWebhookHandler } from './receive-stripe-webhook.handler';

/** Stripe events can be larger than the site's forms; still bounded. */
const WEBHOOK_BODY_LIMIT_BYTES = 512 * 1024;

/**
 * POST /api/stripe/webhook, outside Nest's JSON body parsing: the signature
 * covers the exact bytes Stripe sent, so this route (and only this one, being
 * registered in a plugin scope of its own) keeps the body as a Buffer.
 */
export function stripeWebhookRoute(handler: ReceiveStripeWebhookHandler) {
  return async (scope: FastifyInstance): Promise<void> => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT_BYTES }, (_request, body, done) => done(null, body));
    scope.post(STRIPE_WEBHOOK_PATH, { bodyLimit: WEBHOOK_BODY_LIMIT_BYTES }, async (request, reply) => {
      const signature = request.headers['stripe-signature'];
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      try {
        return await handler.execute(raw, typeof signature === 'string' ? signature : undefined, request.id);
      } catch (error) {
        if (!(error instanceof InvalidWebhook)) throw error;
        const body: ErrorResponse = {
          success: false,
          statusCode: 400,
          error: `Invalid webhook: ${error.message}`,
          fields: [{ field: 'stripe-signature', message: 'must be a valid, current Stripe signature of the body' }],
        };
        return reply.code(400).send(body);
      }
    });
  };
}
