// The browser's entry of the account's card update: the component with its stylesheets. The server
// imports subscription-card.tsx itself, which must not import CSS (Node cannot load it).
import '../shared/card-entry/card-entry.css';
import './subscription-card.css';

export { SubscriptionCard } from './subscription-card.js';
