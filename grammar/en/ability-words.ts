/**
 * The English ability words: those of CR 207.2c, which lists them ("The ability words are adamant,
 * addendum, …"), and those of later sets. They have no rules meaning; the parser uses the list to
 * read an ability word whose dash was lost in a printed text ("Threshold Instead destroy all
 * creatures …"), the renderer to write them in sentence case.
 */
export const ABILITY_WORDS: ReadonlySet<string> = new Set(
  (
    "adamant,addendum,alliance,battalion,bloodrush,channel,chroma,cohort,constellation,converge,council's dilemma,coven," +
    "delirium,domain,eminence,enrage,fateful hour,ferocious,formidable,grandeur,hellbent,heroic,imprint,inspired,join forces," +
    "kinship,landfall,lieutenant,magecraft,metalcraft,morbid,pack tactics,parley,radiance,raid,rally,revolt,spell mastery," +
    "strive,sweep,tempting offer,threshold,undergrowth,will of the council,celebration,corrupted,descend,eerie," +
    "fathomless descent,paradox,survival,valiant,void,flurry,max speed,start your engines!,secret council,totem armor,to solve,solved"
  ).split(","),
);
