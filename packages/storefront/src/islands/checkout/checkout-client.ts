// The browser's entry of the checkout island: the component with its stylesheet. The server
// imports checkout.tsx itself, which must not import CSS (Node cannot load it).
import '../shared/card-entry/card-entry.css';
import './checkout.css';

export { Checkout } from './checkout.js';
