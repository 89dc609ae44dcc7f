/** The contact link with a subject line when it is an e-mail address; a contact page's link stays as it is. */
export function mailtoWithSubject(contact: string, subject: string): string {
  return contact.startsWith("mailto:") && !contact.includes("?") ? `${contact}?subject=${encodeURIComponent(subject)}` : contact;
}
