import type { Invitation, InvitationCreateInput } from '@formbuilder/contracts';
import { api } from '@formbuilder/shared-ui';

/** The company's pending invitations, oldest first (expired ones too, to resend or revoke). */
export async function listInvitations(companyId: string): Promise<Invitation[]> {
  const { data } = await api.get<{ items: Invitation[] }>('/invitations', { params: { companyId } });
  return data.items;
}

export async function createInvitation(input: InvitationCreateInput): Promise<Invitation> {
  const { data } = await api.post<Invitation>('/invitations', input);
  return data;
}

export async function resendInvitation(id: string): Promise<Invitation> {
  const { data } = await api.post<Invitation>(`/invitations/${id}/resend`);
  return data;
}

export async function revokeInvitation(id: string): Promise<void> {
  await api.delete(`/invitations/${id}`);
}
