export { ImportOffer, type ImportOfferProps } from './ImportOffer';
