import type { BodyOf } from '@tessera/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, request } from '../../../lib/api-client.js';
import { orderQueryKey } from './orders.js';

export type FulfilInput = BodyOf<'/api/admin/commerce/orders/{orderId}/fulfillment', 'post'>;
export type RefundInput = BodyOf<'/api/admin/commerce/orders/{orderId}/refunds', 'post'>;
export type CancelInput = BodyOf<'/api/admin/commerce/orders/{orderId}/cancel', 'post'>;

const path = (orderId: string) => ({ params: { path: { orderId } } });

/** Every action reloads the order (its timeline grows) and the lists it appears in. */
function useOrderAction<Input>(orderId: string, perform: (input: Input) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: perform,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: orderQueryKey(orderId) });
      void client.invalidateQueries({ queryKey: ['orders'] });
      void client.invalidateQueries({ queryKey: ['inventory'] });
    },
  });
}

export function useFulfilOrder(orderId: string) {
  return useOrderAction(orderId, (body: FulfilInput) =>
    request(api.POST('/api/admin/commerce/orders/{orderId}/fulfillment', { ...path(orderId), body })),
  );
}

export function useRefundOrder(orderId: string) {
  return useOrderAction(orderId, (body: RefundInput) =>
    request(api.POST('/api/admin/commerce/orders/{orderId}/refunds', { ...path(orderId), body })),
  );
}

export function useCancelOrder(orderId: string) {
  return useOrderAction(orderId, (body: CancelInput) =>
    request(api.POST('/api/admin/commerce/orders/{orderId}/cancel', { ...path(orderId), body })),
  );
}

export function useAddOrderNote(orderId: string) {
  return useOrderAction(orderId, (text: string) =>
    request(api.POST('/api/admin/commerce/orders/{orderId}/notes', { ...path(orderId), body: { text } })),
  );
}

/** Sends the confirmation e-mail again; one key per click, so a retried request sends it once. */
export function useResendConfirmation(orderId: string) {
  return useOrderAction(orderId, () =>
    request(
      api.POST('/api/admin/commerce/orders/{orderId}/confirmation', {
        ...path(orderId),
        headers: { 'Idempotency-Key': crypto.randomUUID() },
      }),
    ),
  );
}
