import { DocumentBody, documentLoader } from '#client/page-parts/DocumentPage';

export const loader = documentLoader('agreement', '/legal/agreement', null);

export default function UserAgreementPage() {
  return <DocumentBody slug="agreement" showUpdated />;
}
