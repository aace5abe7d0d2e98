import type { PaymentSummary, PaymentSummaryQuery } from '@dashboard/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { payments } from './get-payments';

/** The summary's query string: the days and the list's filters, as the URL holds them. */
export type SummaryQuery = { from: string; to: string } & Partial<
  Record<Exclude<keyof PaymentSummaryQuery, 'from' | 'to'>, string>
>;

/** `GET /payments/summary`: the totals of a filter and its sums a day, under the payments' keys (stale with them). */
export const getPaymentSummary = (query: SummaryQuery, signal?: AbortSignal) =>
  http<PaymentSummary>('/payments/summary', { query, signal });

export const paymentSummaryQueryOptions = (query: SummaryQuery) =>
  queryOptions({
    queryKey: payments.keys.sub('summary', query),
    queryFn: ({ signal }) => getPaymentSummary(query, signal),
    // Another filter keeps the last totals in view (dimmed) until its own arrive.
    placeholderData: keepPreviousData,
  });

export const usePaymentSummary = (query: SummaryQuery) => useQuery(paymentSummaryQueryOptions(query));
