import { type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData, useNavigation } from "@remix-run/react";
import { HOME_LISTS, HOME_LIST_LABELS, type HomeList } from "@api/validation/home-lists";
import type { HomeSettings, HomeItem } from "@api/contract/schemas/admin-site-settings";
import { MoveButtons } from "~/components/admin/move-buttons";
import { ConfirmStep } from "~/components/admin/confirm-step";
import { Picture } from "~/components/picture";
import { adminApi } from "~/lib/admin/api.server";
import { adminMeta } from "~/lib/admin/meta";
import { adminPage, adminRedirect, UNKNOWN_INTENT } from "~/lib/admin/responses.server";
import { requireStaffSession } from "~/lib/admin/session.server";
import * as css from "@styles/admin/admin.css";
import * as homeCss from "@styles/admin/home.css";
import { readForm } from "~/lib/form-body.server";

export const meta = () => adminMeta("Home page");

/** "slides:2": which list and which place in it a move or removal names. */
const itemId = (list: HomeList, index: number) => `${list}:${index}`;
function readItemId(value: FormDataEntryValue | null): { list: HomeList; index: number } | null {
  const [list, index] = String(value ?? "").split(":");
  if (!(HOME_LISTS as readonly string[]).includes(list) || !/^\d+$/.test(index ?? "")) return null;
  return { list: list as HomeList, index: Number(index) };
}

export async function loader({ request }: LoaderFunctionArgs) {
  const auth = await requireStaffSession(request);
  const answer = await adminApi<HomeSettings>({ request, ...auth }, "/site-settings/home");
  if (answer.status !== 200) throw new Response(answer.message, { status: answer.status });
  // A link sets ?remove=, so removing asks first without JavaScript.
  return adminPage(
    { home: answer.body, removing: readItemId(new URL(request.url).searchParams.get("remove")) },
    auth.session,
  );
}

export async function action({ request }: ActionFunctionArgs) {
  const auth = await requireStaffSession(request);
  const formData = await readForm(request);
  const target = readItemId(formData.get("id"));
  const version = String(formData.get("version") ?? "");
  const intent = formData.get("intent");
  const back = (answer: { status: number; message: string }) =>
    adminRedirect("/admin/home", auth.session, {
      type: answer.status === 200 ? "success" : "error",
      message: answer.message,
    });
  if (!target) return back({ status: 400, message: "That slide or banner is not known." });
  const path = `/site-settings/home/${target.list}/${target.index}`;
  if (intent === "move") {
    return back(
      await adminApi({ request, ...auth }, `${path}/move`, {
        method: "POST",
        body: { direction: formData.get("direction"), version },
      }),
    );
  }
  if (intent === "remove")
    return back(
      await adminApi({ request, ...auth }, `${path}?${new URLSearchParams({ version })}`, { method: "DELETE" }),
    );
  return back({ status: 400, message: UNKNOWN_INTENT });
}

export default function AdminHome() {
  const { home, removing } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const posting = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const version = String(home.version);
  return (
    <>
      <h1>Home page</h1>
      <p className={css.lead}>
        The slides, banners and popup of the shop&apos;s home page. A change shows in the shop within a few seconds.
      </p>
      {HOME_LISTS.map((list) => (
        <ItemList
          key={list}
          list={list}
          items={home[list]}
          version={version}
          removing={removing?.list === list ? removing.index : null}
          posting={posting}
        />
      ))}
      <section className={css.section} aria-labelledby="popup-heading">
        <h2 id="popup-heading" className={css.sectionTitle}>
          Popup
        </h2>
        <p>
          {home.popup.enabled && home.popup.image
            ? `On: “${home.popup.title || home.popup.image.alt}”, shown ${home.popup.delaySeconds} seconds after a shopper arrives, once per visit.`
            : "Off: shoppers do not see a popup."}
        </p>
        <p>
          <Link to="/admin/home/popup">Edit the popup</Link>
        </p>
      </section>
    </>
  );
}

const withArticle = (noun: string) => `${/^[aeiou]/i.test(noun) ? "an" : "a"} ${noun}`;

const describe = (item: HomeItem) => item.title || item.image.alt || item.webpageUrl;

function ItemList({
  list,
  items,
  version,
  removing,
  posting,
}: {
  list: HomeList;
  items: HomeItem[];
  version: string;
  /** The place of the item whose removal is being asked, in this list. */
  removing: number | null;
  posting: FormDataEntryValue | null | undefined;
}) {
  const { plural, one } = HOME_LIST_LABELS[list];
  const headingId = `${list}-heading`;
  return (
    <section className={css.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={css.sectionTitle}>
        {plural}
      </h2>
      {items.length === 0 ? (
        <p>None: this part of the home page is not shown.</p>
      ) : (
        <table className={css.table}>
          <thead>
            <tr>
              <th scope="col">Picture</th>
              <th scope="col">Words</th>
              <th scope="col">Link</th>
              <th scope="col">Order</th>
              <th scope="col">Change</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item, index) => (
              <tr key={`${index}-${item.image.url}`}>
                <td data-label="Picture">
                  <Picture image={item.image} className={homeCss.listPicture} sizes="8rem" />
                </td>
                <th scope="row" className={css.breakable}>
                  {item.title || <span className={css.lead}>No title</span>}
                  {item.text ? <span className={css.lead}> — {item.text}</span> : null}
                </th>
                <td data-label="Link" className={css.breakable}>
                  {item.webpageUrl}
                </td>
                <td data-label="Order">
                  <MoveButtons
                    id={itemId(list, index)}
                    name={describe(item)}
                    first={index === 0}
                    last={index === items.length - 1}
                    hidden={{ version }}
                  />
                </td>
                <td data-label="Change">
                  <div className={css.buttonRow}>
                    <Link to={`/admin/home/${list}/${index}`}>
                      Edit<span className="visually-hidden"> {describe(item)}</span>
                    </Link>
                    <ConfirmStep
                      confirming={removing === index}
                      askTo={`?remove=${itemId(list, index)}#remove-item-heading`}
                      askLabel={
                        <>
                          Remove<span className="visually-hidden"> {describe(item)}</span>…
                        </>
                      }
                      questionId="remove-item-heading"
                      heading="h3"
                      question={`Remove the ${one} “${describe(item)}”?`}
                      fields={{ intent: "remove", id: itemId(list, index), version }}
                      pending={posting === "remove"}
                      keepScroll
                    />
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p>
        <Link to={`/admin/home/${list}/new`}>Add {withArticle(one)}</Link>
      </p>
    </section>
  );
}
