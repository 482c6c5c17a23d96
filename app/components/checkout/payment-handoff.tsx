import { useCallback, useEffect, useRef, useState } from "react";
import * as css from "@styles/checkout/checkout.css";
import * as formCss from "@styles/forms/forms.css";
import { formatPrice } from "~/lib/format";
import type { PaymentHandoff as Handoff } from "./types";

const RAZORPAY_SCRIPT = "https://checkout.razorpay.com/v1/checkout.js";
const SDK_FAILED = "Razorpay SDK failed to load. Are you online?";
/** Spec 9: the online payment window is dark green. */
const THEME_COLOR = "#14532d";

type RazorpayResponse = { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string };
type RazorpayOptions = {
  key: string;
  amount: number;
  currency: string;
  order_id: string;
  name: string;
  description: string;
  prefill: Handoff["prefill"];
  theme: { color: string };
  handler: (response: RazorpayResponse) => void;
  modal: { ondismiss: () => void };
};
type RazorpayConstructor = new (options: RazorpayOptions) => { open(): void };

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

let loading: Promise<RazorpayConstructor> | null = null;

/** checkout.js is fetched only when a Razorpay payment is about to open, and only once. */
function loadRazorpay(): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = RAZORPAY_SCRIPT;
    script.async = true;
    script.onload = () => (window.Razorpay ? resolve(window.Razorpay) : reject(new Error("no Razorpay")));
    script.onerror = () => reject(new Error("checkout.js did not load"));
    document.head.append(script);
  }).catch((error) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** The gateway's answer goes to the callback route as the hosted checkout would post it. */
function postFields(action: string, fields: Record<string, string>) {
  const form = document.createElement("form");
  form.method = "post";
  form.action = action;
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement("input");
    input.type = "hidden";
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}

/**
 * The step between the shop and the payment gateway. The form posts the hosted checkout's
 * fields to the gateway, which works without JavaScript and is the sandbox's only way. With
 * JavaScript and real Razorpay keys, checkout.js opens over the page instead; should it fail
 * to load, the form still takes the shopper to Razorpay's hosted page.
 */
export function PaymentHandoff({ payment }: { payment: Handoff }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [razorpay, setRazorpay] = useState<RazorpayConstructor | null>(null);
  const [error, setError] = useState<string | null>(null);

  const open = useCallback(
    (Razorpay: RazorpayConstructor) => {
      new Razorpay({
        key: payment.key,
        amount: payment.amount,
        currency: payment.currency,
        order_id: payment.gatewayOrderId,
        name: payment.name,
        description: payment.description,
        prefill: payment.prefill,
        theme: { color: THEME_COLOR },
        handler: (response) =>
          postFields(payment.callbackUrl, {
            razorpay_payment_id: response.razorpay_payment_id,
            razorpay_order_id: response.razorpay_order_id,
            razorpay_signature: response.razorpay_signature,
          }),
        modal: { ondismiss: () => window.location.assign(payment.cancelUrl) },
      }).open();
    },
    [payment],
  );

  useEffect(() => {
    heading.current?.focus();
    if (payment.gateway !== "razorpay") return;
    let current = true;
    loadRazorpay().then(
      (Razorpay) => {
        if (!current) return;
        setRazorpay(() => Razorpay);
        open(Razorpay);
      },
      () => current && setError(SDK_FAILED),
    );
    return () => {
      current = false;
    };
  }, [payment, open]);

  return (
    <div className={css.outcome}>
      <h1 ref={heading} tabIndex={-1} className={css.outcomeTitle}>
        Complete your payment
      </h1>
      <p>
        Order <span className={css.orderNumber}>{payment.orderId}</span> is waiting for your payment of{" "}
        <strong>{formatPrice(payment.amount / 100)}</strong>.
      </p>
      <p className={css.muted}>
        Your items are held for you while you pay. If the payment does not go through, you can try again without losing
        your order.
      </p>
      {error ? (
        <p role="alert" className={css.notice}>
          {error}
        </p>
      ) : null}
      <form
        method="post"
        action={payment.checkout.action}
        onSubmit={(event) => {
          if (!razorpay) return;
          event.preventDefault();
          open(razorpay);
        }}
      >
        {Object.entries(payment.checkout.fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <button type="submit" className={formCss.button}>
          Continue to payment
        </button>
      </form>
    </div>
  );
}
