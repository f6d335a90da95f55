import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPolicyPage } from '../pages/LegalPages';

export const Route = createFileRoute('/privacy-policy')({ component: PrivacyPolicyPage });
