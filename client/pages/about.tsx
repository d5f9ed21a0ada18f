import { DocumentBody, documentLoader } from './document-page';

export const loader = documentLoader('about', '/about', 'about');

export default function AboutPage() {
  return <DocumentBody slug="about" showUpdated={false} />;
}
