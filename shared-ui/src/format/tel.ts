/** A phone number as a tel: link's target: its digits and a leading + ("1800-266-1002" → "tel:18002661002"). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
