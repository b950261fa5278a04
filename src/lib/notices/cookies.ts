// The cookie notice as the site shows it until staff save their own (Lei 41/2004, art. 5.º):
// every cookie and browser storage key the code sets, and why. Same format as privacy.ts.
import type { NoticeTexts } from "./notice-text";

export const COOKIES_DEFAULTS: NoticeTexts = {
  titlePt: "Política de cookies",
  titleEn: "Cookie notice",
  titleJp: "クッキーポリシー",
  bodyPt: `Este site não usa cookies de análise, de publicidade nem de redes sociais, e não carrega conteúdo de outros sites sem que o peça. Guarda no seu dispositivo apenas o que é estritamente necessário ao serviço que pede ou o que escolhe guardar, o que a lei (artigo 5.º da Lei n.º 41/2004) dispensa de consentimento prévio. Por isso não lhe mostramos nenhum aviso de cookies.

## O que guardamos e porquê
- Cookie «language» e localStorage «language»: a língua que escolheu (português, inglês ou japonês), para lhe mostrar o site nessa língua. O cookie dura um ano.
- localStorage «favorites»: as referências dos imóveis que guardou como favoritos. Ficam só no seu dispositivo: não as recebemos.
- localStorage «casa.third-party»: quando carrega o mapa ou a visita virtual e escolhe «lembrar a minha escolha», guardamos essa escolha (por exemplo {"map":true,"tour":true}) para não voltar a perguntar.
- sessionStorage «casa-lusa:web-fonts»: os endereços dos tipos de letra do site já guardados pelo navegador, para os usar logo na página seguinte. Apaga-se quando fecha o separador.
- localStorage «casa-lusa:currency»: a moeda em que escolheu ver também os preços, ao lado do valor em euros (libras, dólares ou ienes), ou «Só euros», para manter essa escolha nas páginas seguintes e nas próximas visitas. Fica só no seu dispositivo: não a recebemos.
- localStorage «casa-lusa:area-unit»: nas páginas em inglês, se escolheu ver as áreas em pés quadrados ou em metros quadrados, pela mesma razão. Fica só no seu dispositivo: não a recebemos.

## Área de gestão (apenas a equipa da agência)
- Cookie «casa_session» (ou «__Host-casa_session»): a sessão de quem entrou na área de gestão. Termina ao fim de 12 horas sem uso ou de 7 dias.
- Cookie «casa_mfa»: liga, durante 5 minutos, a palavra-passe ao código do segundo fator.
- Cookie «casa_device»: reconhece um navegador onde a conta já entrou, para que tentativas de terceiros não bloqueiem o seu titular. Dura 180 dias.
- localStorage «isAdminLoggedIn», «adminEmail» e «adminUserId»: uma cópia, no navegador, de quem entrou; não dá acesso a nada.

## Conteúdo de outros sites
O mapa e as visitas virtuais são servidos por terceiros. Só são carregados quando clica para os ver; até lá o seu navegador não contacta esses sites.

## Como apagar
Pode apagar estes dados quando quiser, nas definições do seu navegador (cookies e dados de sites). O site continua a funcionar: volta a perguntar-lhe a língua, perde a lista de favoritos e mostra os preços e as áreas como numa primeira visita. Para deixar de ver os preços noutra moeda, basta escolher «Só euros».`,
  bodyEn: `This site uses no analytics, advertising or social-media cookies, and loads nothing from other sites until you ask for it. It stores on your device only what is strictly necessary for the service you ask for, or what you choose to keep, which the law (Article 5 of Portuguese Law 41/2004) exempts from prior consent. That is why we show you no cookie banner.

## What we store and why
- Cookie "language" and localStorage "language": the language you chose (Portuguese, English or Japanese), to show you the site in it. The cookie lasts one year.
- localStorage "favorites": the references of the properties you saved as favourites. They stay on your device only: we never receive them.
- localStorage "casa.third-party": when you load the map or the virtual tour and choose "remember my choice", we keep that choice (for example {"map":true,"tour":true}) so as not to ask again.
- sessionStorage "casa-lusa:web-fonts": the addresses of the site's fonts your browser has already cached, to use them straight away on the next page. It is deleted when you close the tab.
- localStorage "casa-lusa:currency": the currency you chose to see prices in as well, beside the amount in euros (pounds, dollars or yen), or "Euros only", to keep that choice on the next pages and your next visits. It stays on your device only: we never receive it.
- localStorage "casa-lusa:area-unit": on the English pages, whether you chose to see areas in square feet or square metres, for the same reason. It stays on your device only: we never receive it.

## Admin area (the agency's staff only)
- Cookie "casa_session" (or "__Host-casa_session"): the session of someone signed in to the admin. It ends after 12 hours unused or after 7 days.
- Cookie "casa_mfa": links, for 5 minutes, the password to the second-factor code.
- Cookie "casa_device": recognises a browser where the account has signed in before, so that someone else's attempts do not lock its owner out. It lasts 180 days.
- localStorage "isAdminLoggedIn", "adminEmail" and "adminUserId": a copy, in the browser, of who signed in; it grants no access.

## Content from other sites
The map and the virtual tours are served by third parties. They load only when you click to see them; until then your browser does not contact those sites.

## How to delete it
You can delete this data at any time in your browser's settings (cookies and site data). The site keeps working: it asks for your language again, forgets your favourites and shows prices and areas as on a first visit. To stop seeing prices in another currency, simply choose "Euros only".`,
  bodyJp: `当サイトは、アクセス解析、広告、ソーシャルメディアのクッキーを使用せず、お客様のご操作なしに他のサイトのコンテンツを読み込みません。お客様の端末に保存するのは、ご利用のサービスに厳密に必要な情報、またはお客様が保存を選ばれた情報のみであり、これらは法律（ポルトガル法第41/2004号第5条）により事前の同意が不要とされています。そのため、クッキーの同意バナーは表示しません。

## 保存する情報とその理由
- クッキー「language」とlocalStorage「language」：お選びになった言語（ポルトガル語、英語、日本語）。その言語でサイトを表示するためです。クッキーの有効期間は1年です。
- localStorage「favorites」：お気に入りに保存した物件の参照番号。お客様の端末にのみ保存され、当社が受け取ることはありません。
- localStorage「casa.third-party」：地図またはバーチャルツアーを読み込む際に「選択を記憶する」を選ばれた場合、その選択（例：{"map":true,"tour":true}）を保存し、次回から確認しないようにします。
- sessionStorage「casa-lusa:web-fonts」：ブラウザにすでに保存されているサイトのフォントの所在。次のページですぐに使うためです。タブを閉じると削除されます。
- localStorage「casa-lusa:currency」：ユーロ建ての価格に併記する通貨としてお選びになったもの（ポンド、ドル、円）、または「ユーロのみ」。次のページや次回のご訪問でもその選択を保つためです。お客様の端末にのみ保存され、当社が受け取ることはありません。
- localStorage「casa-lusa:area-unit」：英語のページで、面積を平方フィートと平方メートルのどちらで表示するかのご選択。同じ理由で保存します。お客様の端末にのみ保存され、当社が受け取ることはありません。

## 管理画面（当社スタッフのみ）
- クッキー「casa_session」（または「__Host-casa_session」）：管理画面にログインした人のセッション。12時間操作がないか、7日が経過すると終了します。
- クッキー「casa_mfa」：5分間、パスワードと二段階認証のコードを結びつけます。
- クッキー「casa_device」：以前にログインしたブラウザを識別し、第三者のログイン試行でアカウントの持ち主が締め出されないようにします。有効期間は180日です。
- localStorage「isAdminLoggedIn」「adminEmail」「adminUserId」：ログインした人の情報のブラウザ内の控え。これによってアクセス権が与えられることはありません。

## 他のサイトのコンテンツ
地図とバーチャルツアーは第三者が提供しています。クリックして表示を選ばれたときにのみ読み込まれ、それまでお客様のブラウザがそれらのサイトに接続することはありません。

## 削除の方法
これらの情報は、ブラウザの設定（クッキーとサイトデータ）からいつでも削除できます。削除してもサイトはご利用いただけますが、言語の選択を改めてお尋ねし、お気に入りの一覧は失われ、価格と面積は初めてご訪問いただいたときの表示に戻ります。他の通貨での価格の併記をやめるには、「ユーロのみ」をお選びください。`,
};
