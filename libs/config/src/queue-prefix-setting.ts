import { ValidateBy } from 'class-validator';

const CHARACTERS = /^[A-Za-z0-9_:{}-]+$/;
/** A cluster places keys by the text inside their first `{…}`: the same tag, the same slot. */
const HASH_TAG = /^[^{]*\{[^}]+\}/;

/**
 * QUEUE_PREFIX: letters, digits, "_", ":", "-" and braces; with
 * REDIS_CLUSTER_NODES set, it must hold a hash tag (its first `{…}`, not
 * empty), or BullMQ's commands would span slots and the cluster refuse them.
 */
export function IsQueuePrefix(): PropertyDecorator {
  return ValidateBy({
    name: 'isQueuePrefix',
    validator: {
      validate: (value: unknown, args) =>
        typeof value === 'string' && CHARACTERS.test(value) && ((args?.object as { REDIS_CLUSTER_NODES?: string }).REDIS_CLUSTER_NODES === undefined || HASH_TAG.test(value)),
      defaultMessage: (args) =>
        (args?.object as { REDIS_CLUSTER_NODES?: string }).REDIS_CLUSTER_NODES === undefined
          ? 'must be letters, digits, "_", ":", "-", "{" or "}"'
          : 'must hold a hash tag such as {pitchlens} on a Redis Cluster (REDIS_CLUSTER_NODES set), so each queue\'s keys share a slot',
    },
  });
}
