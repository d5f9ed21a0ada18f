import { DocumentBody, documentLoader } from '../document-page';

export const loader = documentLoader('agreement', '/legal/agreement', null);

export default function UserAgreementPage() {
  return <DocumentBody slug="agreement" showUpdated />;
}
