import { WEB } from '@codedojo/shared';
import { LegalPage } from './LegalPage.tsx';

export default function TermsPage() {
  return <LegalPage title={WEB.pages.terms} paragraphs={WEB.legal.termsBody} testId="page-terms" />;
}
