import { useQuery } from '@tanstack/react-query';
import { httpClient, queryClient } from 'shared-auth';
import { isApiPath } from '../model/kycReview';

export function kycDocumentQueryKey(url: string) {
  return ['back-office', 'kyc', 'document', url] as const;
}

/**
 * One KYC image at its API path. The path needs the bearer token, so the image is fetched through
 * httpClient as a Blob (never an <img src> with a token in it); the page shows it through an
 * object URL of its own.
 */
export async function fetchKycDocument(url: string): Promise<Blob> {
  if (!isApiPath(url)) throw new Error('The document is not on the API.');
  return (await httpClient.get<Blob>(url, { responseType: 'blob' })).data;
}

/** The image's bytes; a stored image never changes, so it is not fetched again while cached. */
export function useKycDocument(url: string) {
  return useQuery({ queryKey: kycDocumentQueryKey(url), queryFn: () => fetchKycDocument(url), staleTime: Infinity }, queryClient);
}
