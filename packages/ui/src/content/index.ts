export * from './LegalDocument';
