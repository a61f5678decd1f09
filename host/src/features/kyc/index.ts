export { KycGate } from './KycGate';
