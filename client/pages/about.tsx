import { DocumentBody, documentLoader } from '#client/components/DocumentPage';

export const loader = documentLoader('about', '/about', 'about');

export default function AboutPage() {
  return <DocumentBody slug="about" showUpdated={false} />;
}
