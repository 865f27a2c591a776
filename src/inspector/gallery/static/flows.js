// The static flow gallery's one script (`npm run flows`): a classic script, not a module, so that a
// page opened from disk (file://) runs it. It fetches nothing. What a page does:
// - a journey chosen marks where it ends on the chart (its states are in data-final-states) and
//   shows its technical path;
// - "Copy for Stately" puts the code of the page on the clipboard (or opens it to copy by hand);
// - "Download the chart" saves the chart as an SVG file made from the page (a browser does not
//   download a file:// link; on a web host the link to svg/<id>.svg works without this script).
(function () {
  'use strict';

  function highlight(ids) {
    document.querySelectorAll('.insp-chart [data-state-id]').forEach(function (state) {
      var on = ids.indexOf(state.getAttribute('data-state-id')) >= 0;
      state.classList.toggle('insp-highlighted', on);
      if (on) state.setAttribute('data-highlighted', 'true');
      else state.removeAttribute('data-highlighted');
    });
  }

  function showDetail(button, shown) {
    var detail = button.parentElement && button.parentElement.querySelector('[data-journey-detail]');
    if (detail) detail.hidden = !shown;
  }

  function chooseJourney(button) {
    var wasChosen = button.getAttribute('aria-pressed') === 'true';
    document.querySelectorAll('[data-final-states]').forEach(function (other) {
      other.setAttribute('aria-pressed', 'false');
      showDetail(other, false);
    });
    if (wasChosen) {
      highlight([]);
      return;
    }
    button.setAttribute('aria-pressed', 'true');
    showDetail(button, true);
    highlight((button.getAttribute('data-final-states') || '').split(' ').filter(Boolean));
  }

  function say(text) {
    var status = document.querySelector('[data-copy-status]');
    if (status) status.textContent = text;
  }

  function copyByHand(code) {
    var details = document.querySelector('[data-stately-details]');
    if (details) details.open = true;
    var range = document.createRange();
    range.selectNodeContents(code);
    var selection = window.getSelection();
    selection.removeAllRanges();
    selection.addRange(range);
    var copied = false;
    try {
      copied = document.execCommand('copy');
    } catch {
      copied = false;
    }
    say(
      copied
        ? 'Copied: paste it in the Stately editor (Import from code).'
        : 'The browser refused the clipboard: the code is shown and selected below, copy it by hand.',
    );
  }

  function copyStately() {
    var code = document.querySelector('[data-stately-code]');
    if (!code) return;
    if (navigator.clipboard && navigator.clipboard.writeText) {
      navigator.clipboard.writeText(code.textContent).then(
        function () {
          say('Copied: paste it in the Stately editor (Import from code).');
        },
        function () {
          copyByHand(code);
        },
      );
    } else copyByHand(code);
  }

  // The chart as shown (a journey's end marked, if one is), as a file of its own: its namespace, its
  // natural size and the chart's style inside.
  function downloadChart(link) {
    var chart = document.querySelector('.flows-chart svg');
    var style = document.querySelector('[data-chart-style]');
    if (!chart || !style) return false;
    var file = chart.cloneNode(true);
    var box = (file.getAttribute('viewBox') || '').split(' ');
    file.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
    file.setAttribute('width', box[2]);
    file.setAttribute('height', box[3]);
    var sheet = document.createElementNS('http://www.w3.org/2000/svg', 'style');
    sheet.textContent = style.textContent;
    file.insertBefore(sheet, file.firstChild);
    var text = '<?xml version="1.0" encoding="UTF-8"?>\n' + new XMLSerializer().serializeToString(file) + '\n';
    var url = URL.createObjectURL(new Blob([text], { type: 'image/svg+xml' }));
    var save = document.createElement('a');
    save.href = url;
    save.download = link.getAttribute('download') || 'chart.svg';
    document.body.appendChild(save);
    save.click();
    save.remove();
    setTimeout(function () {
      URL.revokeObjectURL(url);
    }, 1000);
    return true;
  }

  document.addEventListener('click', function (event) {
    var target = event.target instanceof Element ? event.target : null;
    if (!target) return;
    var journey = target.closest('[data-final-states]');
    if (journey) chooseJourney(journey);
    if (target.closest('[data-copy-stately]')) copyStately();
    var download = target.closest('[data-download-svg]');
    if (download && downloadChart(download)) event.preventDefault();
  });
})();
