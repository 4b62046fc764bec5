import { publishScheduledItem, type Executor, type Item } from '@tessera/db';
import { enqueue, type JobHandler } from '../jobs/index.js';
import { siteChanged } from '../render/index.js';

declare module '../jobs/registry.js' {
  interface JobPayloads {
    /** A scheduled blog post, event, … goes live at its publish time. */
    'publish-item': { itemId: string };
  }
}

/**
 * Queues the job that publishes a scheduled item at its time, in the caller's transaction. One job
 * per item and time: saving the same schedule again queues nothing new, and a job left over from an
 * earlier time finds the item not yet due (or no longer scheduled) and changes nothing.
 */
export async function schedulePublishing(db: Executor, websiteId: string, item: Item): Promise<void> {
  if (item.publish_state !== 'scheduled' || item.publish_on === null) return;
  await enqueue(
    db,
    websiteId,
    'publish-item',
    { itemId: item.id },
    { runAt: item.publish_on, idempotencyKey: `publish-item-${item.id}-${item.publish_on}` },
  );
}

/** The `publish-item` job: the item becomes Published with the job's completion, exactly once. */
export function publishItemHandler(): JobHandler<'publish-item'> {
  return async (ctx) => {
    let published = false;
    await ctx.finish(async (trx) => {
      published = await publishScheduledItem(trx, ctx.websiteId, ctx.payload.itemId);
    });
    if (published) siteChanged(ctx.websiteId, 'items');
    ctx.log.info({ itemId: ctx.payload.itemId, published }, 'scheduled item due');
  };
}
