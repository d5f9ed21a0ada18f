import { DocumentBody, documentLoader } from '#client/components/DocumentPage';

export const loader = documentLoader('agreement', '/legal/agreement', null);

export default function UserAgreementPage() {
  return <DocumentBody slug="agreement" showUpdated />;
}
