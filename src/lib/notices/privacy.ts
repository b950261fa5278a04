// The privacy notice as the site shows it until staff save their own (GDPR art. 13). The body is
// plain text: "## " starts a heading, "- " a list item, a blank line a paragraph. {controller},
// {contact} and {retention} are filled from the legal identity when the page is shown
// (notice-text.ts).
import type { NoticeTexts } from "./notice-text";

export const PRIVACY_DEFAULTS: NoticeTexts = {
  titlePt: "Política de privacidade",
  titleEn: "Privacy notice",
  titleJp: "プライバシーポリシー",
  bodyPt: `Esta política explica que dados pessoais recolhemos neste site, para que os usamos, com que fundamento, durante quanto tempo os guardamos e como pode exercer os seus direitos, nos termos do Regulamento Geral sobre a Proteção de Dados (RGPD, Regulamento (UE) 2016/679) e da Lei n.º 58/2019.

## Responsável pelo tratamento
{controller}. Para qualquer questão sobre os seus dados pessoais, escreva para {contact}.

## Que dados recolhemos
- Pedidos de informação sobre um imóvel e pedidos de avaliação: nome, email, telefone (quando o indica), a mensagem e, na avaliação, as características do imóvel que descreve.
- Pedidos de crédito habitação: nome, email, telefone e a mensagem, se a escrever.
- Com cada pedido guardamos a data e a hora, o endereço IP de onde foi enviado e a versão desta política que lhe foi apresentada, como prova do que lhe comunicámos.

Não pedimos categorias especiais de dados (saúde, religião, origem étnica…): por favor, não as inclua nas mensagens.

## Para que os usamos e com que fundamento
- Responder ao seu pedido, marcar visitas, preparar a avaliação do seu imóvel ou analisar o seu pedido de crédito: diligências pré-contratuais a seu pedido (artigo 6.º, n.º 1, alínea b) do RGPD).
- Enviar-lhe um email a confirmar que recebemos o pedido: o mesmo fundamento.
- Guardar a prova do aviso apresentado e proteger o site contra abusos (limites de envios por endereço IP): o nosso interesse legítimo em demonstrar que cumprimos a lei e em manter o site seguro (artigo 6.º, n.º 1, alínea f)).
- Cumprir as obrigações legais da mediação imobiliária, incluindo as de prevenção do branqueamento de capitais, quando um negócio avança: obrigação jurídica (artigo 6.º, n.º 1, alínea c)).

Não usamos os seus dados para publicidade, não fazemos perfis e não os vendemos.

## Quem os recebe
A nossa equipa. Os prestadores que alojam o site e enviam os nossos emails tratam dados por nossa conta, vinculados por contrato nos termos do artigo 28.º do RGPD. Quando o seu pedido o exige, partilhamos o estritamente necessário com o proprietário do imóvel ou, no crédito habitação, com a instituição de crédito que escolher. Não transferimos os seus dados para fora do Espaço Económico Europeu.

## Durante quanto tempo
Os pedidos são anonimizados {retention} depois de recebidos, salvo se derem origem a um contrato: nesse caso guardamos o necessário pelos prazos que a lei impõe. As cópias de segurança seguem o seu próprio ciclo de substituição, ao fim do qual os dados apagados deixam de existir.

## Os seus direitos
Pode, a qualquer momento e sem custos, pedir acesso aos seus dados, a sua retificação ou o seu apagamento, a limitação do tratamento e a portabilidade (receber os dados num formato estruturado e de uso corrente), e opor-se ao tratamento baseado no nosso interesse legítimo. Basta escrever para {contact}; respondemos no prazo de um mês.

Se entender que o tratamento dos seus dados viola a lei, tem o direito de apresentar reclamação à Comissão Nacional de Proteção de Dados (CNPD), www.cnpd.pt.

## Cookies
O que o site guarda no seu dispositivo, e porquê, está descrito na política de cookies.

## Alterações
Se esta política mudar, publicamos aqui a nova versão. Cada pedido fica associado à versão que lhe foi apresentada.`,
  bodyEn: `This notice explains what personal data this site collects, what we use it for, on what legal basis, how long we keep it and how you can exercise your rights, under the General Data Protection Regulation (GDPR, Regulation (EU) 2016/679) and Portuguese Law 58/2019.

## Who is responsible
{controller}. For any question about your personal data, write to {contact}.

## What we collect
- Enquiries about a property and valuation requests: your name, e-mail, phone (if you give it), your message and, for a valuation, the details of the property you describe.
- Mortgage requests: your name, e-mail, phone and your message, if you write one.
- With each request we keep the date and time, the IP address it was sent from and the version of this notice you were shown, as proof of what we told you.

We do not ask for special categories of data (health, religion, ethnic origin…): please do not include them in your messages.

## What we use it for, and on what basis
- To answer your request, arrange viewings, prepare the valuation of your property or review your mortgage request: steps taken at your request before a contract (GDPR Article 6(1)(b)).
- To send you an e-mail confirming that we received your request: the same basis.
- To keep proof of the notice you were shown and to protect the site from abuse (limits on submissions per IP address): our legitimate interest in showing that we comply with the law and in keeping the site secure (Article 6(1)(f)).
- To meet the legal obligations of a real-estate agency, including anti-money-laundering checks, when a deal goes ahead: legal obligation (Article 6(1)(c)).

We do not use your data for advertising, we do not profile you and we do not sell your data.

## Who receives it
Our team. The providers that host this site and send our e-mails process data on our behalf, bound by contract under GDPR Article 28. Where your request requires it, we share only what is necessary with the property's owner or, for a mortgage, with the lender you choose. We do not transfer your data outside the European Economic Area.

## How long we keep it
Requests are anonymised {retention} after we receive them, unless they lead to a contract: then we keep what is needed for as long as the law requires. Backups are replaced on their own cycle, after which erased data no longer exists.

## Your rights
At any time and free of charge, you may ask for access to your data, its correction or erasure, restriction of processing and portability (receiving your data in a structured, commonly used format), and you may object to processing based on our legitimate interest. Just write to {contact}; we answer within one month.

If you believe the processing of your data breaks the law, you have the right to lodge a complaint with the Portuguese data protection authority, the Comissão Nacional de Proteção de Dados (CNPD), www.cnpd.pt.

## Cookies
What this site stores on your device, and why, is described in the cookie notice.

## Changes
If this notice changes, we publish the new version here. Each request is linked to the version you were shown.`,
  bodyJp: `本ポリシーは、当サイトが収集する個人データ、その利用目的と法的根拠、保存期間、およびお客様の権利の行使方法について、一般データ保護規則（GDPR、規則（EU）2016/679）およびポルトガル法第58/2019号に基づいてご説明するものです。

## 管理者
{controller}。個人データに関するお問い合わせは {contact} までお寄せください。

## 収集するデータ
- 物件に関するお問い合わせおよび査定のご依頼：お名前、メールアドレス、電話番号（ご記入の場合）、メッセージ、査定の場合はご説明いただいた物件の詳細。
- 住宅ローンのご相談：お名前、メールアドレス、電話番号、メッセージ（ご記入の場合）。
- 各ご依頼について、受付日時、送信元のIPアドレス、表示された本ポリシーの版を、お伝えした内容の証拠として保存します。

健康、宗教、民族的出自などの特別な種類のデータはお尋ねしません。メッセージに含めないようお願いいたします。

## 利用目的と法的根拠
- ご依頼への回答、内見の手配、物件の査定、住宅ローンのご相談の検討：お客様のご依頼による契約締結前の措置（GDPR第6条第1項(b)）。
- ご依頼の受付確認メールの送信：同上。
- 表示したポリシーの証拠の保存、および不正利用からのサイトの保護（IPアドレスごとの送信回数制限）：法令遵守を証明し、サイトの安全を保つという当社の正当な利益（同項(f)）。
- 取引が進んだ場合の不動産仲介業としての法的義務（マネーロンダリング防止を含む）の履行：法的義務（同項(c)）。

お客様のデータを広告に利用したり、プロファイリングを行ったり、販売したりすることはありません。

## データの提供先
当社のスタッフ。当サイトのホスティングおよびメール送信を行う事業者は、GDPR第28条に基づく契約のもとで当社のためにデータを処理します。ご依頼の内容により必要な場合に限り、物件の所有者、または住宅ローンの場合はお客様が選ばれた金融機関に、必要最小限の情報を提供します。欧州経済領域の外へデータを移転することはありません。

## 保存期間
ご依頼は受付から{retention}後に匿名化します。ただし契約に至った場合は、法令が定める期間、必要な情報を保存します。バックアップは一定の周期で置き換えられ、その後は削除されたデータは残りません。

## お客様の権利
お客様はいつでも無料で、ご自身のデータへのアクセス、訂正、消去、処理の制限、データポータビリティ（構造化された一般的な形式でのデータの受領）を求めることができ、また当社の正当な利益に基づく処理に異議を申し立てることができます。{contact} までご連絡ください。1か月以内にお答えします。

データの処理が法令に違反するとお考えの場合は、ポルトガルのデータ保護機関であるComissão Nacional de Proteção de Dados（CNPD、www.cnpd.pt）に苦情を申し立てる権利があります。

## クッキー
当サイトがお客様の端末に保存する情報とその理由は、クッキーポリシーに記載しています。

## 改定
本ポリシーを改定した場合は、新しい版をこのページに掲載します。各ご依頼には、表示された版が記録されます。`,
};
