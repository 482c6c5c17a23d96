/** A dialable tel: address: '+91 98110 42424' becomes 'tel:+919811042424'. */
export function telHref(phone: string) {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** Whether cleaned HTML shows anything: '<p></p>' or '<p>&nbsp;</p>' from an editor does not. */
export function saysSomething(html: string) {
  return /<img\b/i.test(html) || html.replace(/<[^>]*>|&nbsp;|&#160;|\s/g, "") !== "";
}
