// Demo client testimonials in the three languages; the last one is inactive.
import type { DemoTestimonial } from "./types";

export const demoTestimonials: DemoTestimonial[] = [
  {
    name: "Kenji Watanabe",
    company: null,
    rating: 5,
    textPt:
      "Comprámos o nosso apartamento na Foz sem falar português e sem conhecer ninguém no Porto. A Mariana explicou-nos cada passo em japonês, do NIF à escritura, e tratou de tudo com enorme paciência. Hoje sentimo-nos verdadeiramente em casa.",
    textEn:
      "We bought our apartment in Foz without speaking Portuguese or knowing anyone in Porto. Mariana explained every step to us in Japanese, from getting a tax number to signing the deed, and handled everything with great patience. Today we truly feel at home.",
    textJp:
      "ポルトガル語も話せず、ポルトに知り合いもいない状態で、フォスのアパートメントを購入しました。納税者番号の取得から売買契約の締結まで、マリアナさんがすべての手順を日本語で丁寧に説明してくださいました。今では心から我が家だと感じています。",
    active: true,
    order: 0,
  },
  {
    name: "Charlotte Hughes",
    company: null,
    rating: 5,
    textPt:
      "Procurávamos uma casa perto de boas escolas em Cascais e o Tiago percebeu logo o que era importante para a nossa família. Visitámos apenas quatro casas, todas certeiras, e a negociação foi conduzida com grande profissionalismo. Recomendo sem reservas.",
    textEn:
      "We were looking for a house near good schools in Cascais, and Tiago understood straight away what mattered to our family. We viewed just four houses, every one of them spot on, and he handled the negotiation with real professionalism. I recommend the team without hesitation.",
    textJp:
      "カスカイスで良い学校に近い家を探していましたが、ティアゴさんは私たち家族にとって何が大切かをすぐに理解してくれました。内見したのはわずか4軒で、どれも希望にぴったりの物件でした。交渉も非常にプロフェッショナルに進めていただき、心からおすすめします。",
    active: true,
    order: 1,
  },
  {
    name: "Antoine Lefèvre",
    company: "Atelier Lefèvre Architectes",
    rating: 5,
    textPt:
      "Como arquiteto, procurava um edifício antigo para reabilitar em Lisboa, e a Inês encontrou um prédio em Alfama que nem sequer estava anunciado. Acompanhou as vistorias técnicas e ajudou-nos nos contactos com a Câmara Municipal. Uma verdadeira parceira do princípio ao fim.",
    textEn:
      "As an architect, I was looking for an old building to restore in Lisbon, and Inês found one in Alfama that was not even on the market. She came along to the technical surveys and helped us deal with the city council. A true partner from start to finish.",
    textJp:
      "建築家として、リスボンで改修できる古い建物を探していたところ、イネスさんがまだ市場に出ていないアルファマの物件を見つけてくれました。建物調査にも立ち会い、市役所とのやり取りも手伝っていただきました。最初から最後まで、まさに信頼できるパートナーでした。",
    active: true,
    order: 2,
  },
  {
    name: "Beatriz Carvalho",
    company: null,
    rating: 4,
    textPt:
      "Vendemos o nosso T2 em Lisboa e comprámos uma casa maior na mesma semana, o que parecia impossível. O apoio no crédito habitação foi fundamental, embora o processo no banco tenha demorado mais do que esperávamos. No final correu tudo bem e a equipa esteve sempre disponível.",
    textEn:
      "We sold our two-bedroom flat in Lisbon and bought a bigger home in the same week, which had seemed impossible. Their help with the mortgage was essential, even if the bank took longer than we had hoped. In the end everything went smoothly and the team was always there for us.",
    textJp:
      "リスボンの2LDKを売却し、同じ週により広い家を購入するという、不可能に思えたことが実現しました。銀行の手続きには予想以上の時間がかかったものの、住宅ローンのサポートは本当に心強かったです。最終的にはすべて順調に進み、チームの皆さんはいつも親身に対応してくれました。",
    active: true,
    order: 3,
  },
  {
    name: "Michael Turner",
    company: "Turner Capital Partners",
    rating: 5,
    textPt:
      "Comprei uma moradia na Quinta do Lago a partir de Nova Iorque, com visitas virtuais e videochamadas. O Ricardo foi impecável: respondeu a todas as perguntas, coordenou o advogado e o engenheiro e tratou de tudo até à escritura.",
    textEn:
      "I bought a villa in Quinta do Lago from New York, through virtual tours and video calls. Ricardo was impeccable: he answered every question, coordinated the lawyer and the surveyor, and saw everything through to completion.",
    textJp:
      "ニューヨークにいながら、バーチャルツアーとビデオ通話でキンタ・ド・ラーゴのヴィラを購入しました。リカルドさんの対応は完璧で、すべての質問に答え、弁護士や建物調査の専門家との調整から契約締結まで、最後まで責任を持って進めてくれました。",
    active: false,
    order: 4,
  },
];
