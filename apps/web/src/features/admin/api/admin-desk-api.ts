import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  API_BASE,
  API_PATHS,
  type AdminContactSubmission,
  type NewsletterCampaign,
  type NewsletterDraft,
  type newsletterPreviewSchema,
  type newsletterSubscriberListSchema,
  type PremiumRequest,
} from '@souqna/contracts';
import { apiRequest, pathWithId } from '../../../shared/lib/api-client';
import { adminKey, useAdminList } from './admin-api';

/** Issue 24's desk: premium requests, contact messages and the newsletter, as the admin pages call them. */
const PATHS = API_PATHS.admin;
const post = <T>(path: string, id: string, body?: Record<string, unknown>) =>
  apiRequest<T>(pathWithId(path, id), { method: 'POST', ...(body === undefined ? {} : { body }) });

export const usePremiumRequests = (query: string) =>
  useAdminList<PremiumRequest>(PATHS.premiumRequests, query);
export const approvePremiumRequest = (id: string, periodDays: number) =>
  post<PremiumRequest>(PATHS.approvePremiumRequest, id, { periodDays });
export const declinePremiumRequest = (id: string, note: string) =>
  post<PremiumRequest>(PATHS.declinePremiumRequest, id, { note });

/** The inbox's page carries how many messages are unread in all. */
export const useContactSubmissions = (query: string) =>
  useAdminList<AdminContactSubmission, { unread: number }>(PATHS.contactSubmissions, query);
export const markContactRead = (id: string) => post<AdminContactSubmission>(PATHS.readContactSubmission, id);
export const archiveContact = (id: string) =>
  post<AdminContactSubmission>(PATHS.archiveContactSubmission, id);
export const replyToContact = (id: string, message: string) =>
  post<AdminContactSubmission>(PATHS.replyContactSubmission, id, { message });

export type SubscriberList = z.infer<typeof newsletterSubscriberListSchema>;
export type NewsletterPreview = z.infer<typeof newsletterPreviewSchema>;

export type Subscriber = SubscriberList['items'][number];
export const useSubscribers = (query: string) =>
  useAdminList<Subscriber, Pick<SubscriberList, 'counts'>>(PATHS.newsletterSubscribers, query);
/** The CSV comes with the session cookie from a plain link: the browser saves it. */
export const SUBSCRIBERS_CSV = `${API_BASE}${PATHS.newsletterExport}`;
export const previewNewsletter = (draft: NewsletterDraft) =>
  apiRequest<NewsletterPreview>(PATHS.newsletterPreview, { method: 'POST', body: draft });
export const sendNewsletter = (draft: NewsletterDraft) =>
  apiRequest<{ id: string; recipients: number }>(PATHS.newsletterCampaigns, { method: 'POST', body: draft });

/** Batches go out in the background: while one is sending, the list asks again every few seconds. */
export const useCampaigns = () =>
  useQuery({
    queryKey: adminKey(PATHS.newsletterCampaigns),
    queryFn: () => apiRequest<{ items: NewsletterCampaign[] }>(PATHS.newsletterCampaigns),
    refetchInterval: (query) =>
      query.state.data?.items.some((campaign) => campaign.status === 'sending') ? 3000 : false,
  });
